import Foundation
import TypeaheadEngine
import TypeaheadStorage

/// Runs the entries view: its machine runs in a `MachineStore`; the
/// session carries out its effects (reading, searching, writing, handing
/// an entry to the form through the window), and gives the window the
/// text of the rows it shows.
@MainActor
public final class EntriesSession {
    private let store: MachineStore<EntriesMachine>
    public var machine: EntriesMachine { store.machine }
    public weak var view: EntriesView?
    /// Hands the form an entry to correct, or leaves a correction unsaved
    /// (`WindowSession`).
    public var toWindow: ((WindowEvent) -> Void)?
    /// The entries file.
    public private(set) var path: String
    /// Nil when the entries are read-only.
    private let storage: FormStorage?
    private let work: EntriesWork
    private let clock: () -> Date
    /// The rows drawn lately, read once from the file: the entry, its
    /// cells and what a screen reader says of it (each cell of a row asks).
    private var readRows: [Int32: ReadRow] = [:]
    private struct ReadRow {
        var entry: LoggedEntry
        var cells: [String]
        var spoken: String
    }
    /// Files below this many bytes are read whole at once; larger ones,
    /// their newest lines first, for the first screenful.
    private let readsWholeBelow: Int

    public init(path: String, machine: EntriesMachine, storage: FormStorage?, work: EntriesWork,
                clock: @escaping () -> Date = Date.init, readsWholeBelow: Int = 4 << 20) {
        self.path = path
        self.readsWholeBelow = readsWholeBelow
        store = MachineStore(machine)
        self.storage = storage
        self.work = work
        self.clock = clock
        store.perform = { [unowned self] effect in self.perform(effect) }
        store.settled = { [unowned self] in view?.render(viewState) }
    }

    public var viewState: EntriesViewState {
        machine.viewState(today: Calendar.current.startOfDay(for: clock()))
    }

    public func send(_ event: EntriesEvent) {
        store.send(event)
    }

    /// The form saves to `path` from now on (another place, after a failed save).
    public func switchFile(to path: String) {
        self.path = path
        readRows = [:]
        send(.fileSwitched)
    }

    /// Return or a double click on the row at `position`.
    public func open(position: Int) {
        guard let (entry, row) = entry(at: position) else { return }
        send(.opened(entry, row: row))
    }

    /// Delete on the row at `position`.
    public func delete(position: Int) {
        guard let (entry, row) = entry(at: position) else { return }
        send(.deleted(entry, row: row, at: clock()))
    }

    /// The row at `position` was selected.
    public func select(position: Int) {
        send(.selected(spoken: spokenRow(at: position)))
        if let (entry, _) = entry(at: position) { send(.entrySelected(entry)) }
    }

    /// Ctrl+H on the row at `position`: its history, shown or hidden.
    public func toggleHistory(position: Int) {
        guard let (entry, _) = entry(at: position) else { return }
        send(.historyWanted(entry))
    }

    public func undo() {
        send(.undo(at: clock()))
    }

    /// The texts of the row at `position`, in column order.
    public func cells(at position: Int) -> [String] {
        readRow(at: position)?.cells ?? Array(repeating: "", count: machine.columns.titles.count)
    }

    /// The row at `position` as a screen reader says it, with its labels.
    public func spokenRow(at position: Int) -> String {
        readRow(at: position)?.spoken ?? ""
    }

    private func entry(at position: Int) -> (LoggedEntry, Int32)? {
        guard let row = machine.row(at: position), let read = readRow(at: position) else { return nil }
        return (read.entry, row)
    }

    private func readRow(at position: Int) -> ReadRow? {
        guard let row = machine.row(at: position), let table = machine.list?.table else { return nil }
        if let read = readRows[row] { return read }
        do {
            let entry = try table.entry(at: Int(row))
            let now = clock(), columns = machine.columns
            let read = ReadRow(entry: entry, cells: columns.cells(of: entry, now: now), spoken: columns.spokenRow(of: entry, now: now))
            // A screenful or two; the list redraws rows as it scrolls.
            if readRows.count > 512 { readRows = [:] }
            readRows[row] = read
            return read
        } catch {
            send(.rowUnreadable(message: error.description))
            return nil
        }
    }

    private func perform(_ effect: EntriesEffect) {
        switch effect {
        case .tableReplaced:
            readRows = [:]
        case .read(let generation):
            read(generation: generation)
        case .refine(let list, let query, let unverifiedOnly, let order, let generation):
            work.run({
                var refined = list
                refined.sort(order)
                refined.search(query, unverifiedOnly: unverifiedOnly)
                return .refined(refined, generation: generation)
            }, then: { [weak self] in self?.send($0) })
        case .correct(let version, let values):
            toWindow?(.correctionChosen(version: version, values: values))
        case .cancelCorrection:
            toWindow?(.correctionLeft)
        case .write(let deletion):
            guard let storage else { return }
            storage.withdraw(deletion, restoring: nil) { [weak self] error in self?.send(.written(error)) }
        case .restore(let submission):
            guard let storage else { return }
            storage.restore(submission) { [weak self] error in self?.send(.written(error)) }
        case .rememberHiddenColumns(let hidden):
            storage?.keep(hiddenColumns: hidden)
        case .readHistory(let original, let generation):
            let path = path, columns = machine.columns, now = clock()
            work.run({
                let lines = (try? EntryHistory.read(path: path, of: original)).map { columns.historyLines(of: $0, now: now) } ?? []
                return .historyRead(lines, generation: generation)
            }, then: { [weak self] in self?.send($0) })
        }
    }

    private func read(generation: Int) {
        let path = path, columns = machine.columns.fieldIDs
        var info = stat()
        let size = stat(path, &info) == 0 ? Int(info.st_size) : -1
        let whole: @Sendable () -> EntriesEvent = {
            guard size >= 0 else { return .tableRead(.empty(path: path, columns: columns), generation: generation) }
            do throws(LoadError) {
                return .tableRead(try EntryTable.read(path: path, columns: columns), generation: generation)
            } catch {
                return .readFailed(message: error.description, generation: generation)
            }
        }
        guard size >= readsWholeBelow else {
            work.run(whole) { [weak self] in self?.send($0) }
            return
        }
        // The newest screenful first, then the whole file.
        work.run({
            guard let newest = try? EntryTable.readNewest(path: path, columns: columns, wanted: 200) else {
                // The end cannot be read alone (see readNewest): an event
                // of no read, and the whole file is read next.
                return .readFailed(message: "", generation: -1)
            }
            return .newestRead(newest, generation: generation)
        }, then: { [weak self] event in
            guard let self else { return }
            send(event)
            work.run(whole) { [weak self] in self?.send($0) }
        })
    }
}

import Foundation
import TypeaheadEngine
import TypeaheadStorage

/// A form window's parts as one: the form's session and the entries'
/// (none when entries go to standard output), and what passes between
/// them, decided by `WindowMachine` and run by its store like every other
/// machine. The GTK window only forwards to it; tests drive it as the window does.
@MainActor
public final class WindowSession {
    public let form: FormSession
    public let entries: EntriesSession?
    /// The figures of the entries' file (none when there is no file).
    public let statistics: StatisticsSession?
    private let store = MachineStore(WindowMachine())
    /// The window draws `page` again: the Statistics page was shown or left.
    public var onStatisticsShownChanged: (() -> Void)?

    public init(form: FormSession, entries: EntriesSession?, statisticsWork: @escaping StatisticsSession.Work = StatisticsSession.background) {
        self.form = form
        self.entries = entries
        statistics = entries.map { entries in StatisticsSession(path: { [weak entries] in entries?.path ?? "" }, work: statisticsWork) }
        store.perform = { [unowned self] effect in self.perform(effect) }
        // Weak: the parts outlive no window, and would otherwise keep it.
        form.toWindow = { [weak self] event in self?.send(event) }
        entries?.toWindow = { [weak self] event in self?.send(event) }
    }

    public var teamStatus: TeamStatus { store.machine.teamStatus }

    /// The page the window shows.
    public var page: WindowPage {
        store.machine.statisticsShown ? .statistics : entries?.machine.isShown == true ? .entries : .form
    }

    public func send(_ event: WindowEvent) {
        store.send(event)
    }

    public typealias VerificationReading = Result<[VerificationTarget], LoadError>
    /// Runs the reading of the entries to verify away from the window, and
    /// hands its result back on the main actor; tests run it at once.
    public typealias VerificationWork = @MainActor (_ job: @escaping @Sendable () -> VerificationReading,
                                                    _ then: @escaping @MainActor (VerificationReading) -> Void) -> Void

    /// Verify Entries (and `typeahead verify`): the entries to verify are
    /// read from the file (all unverified, or a sample of each keyer's),
    /// then the form shows the first for the second keyer.
    public func verifyEntries(sample: EntriesToVerify.Sample = .all, seed: UInt64 = .random(in: 0...UInt64.max),
                              work: VerificationWork? = nil) {
        guard let entries, !form.viewState.isCorrecting else { return }
        let path = entries.path, fieldIDs = form.machine.spec.fields.map(\.id)
        let run = work ?? { job, then in
            DispatchQueue.global(qos: .userInitiated).async {
                let reading = job()
                DispatchQueue.main.async { MainActor.assumeIsolated { then(reading) } }
            }
        }
        run({
            Result { () throws(LoadError) in
                try EntriesToVerify.read(path: path, fieldIDs: fieldIDs, sample: sample, seed: seed).map(VerificationTarget.init)
            }
        }) { [weak self] reading in
            guard let self else { return }
            if page != .form { want(.page(.form)) }
            switch reading {
            case .success(let targets): form.send(.verify(targets))
            case .failure(let error): form.send(.verifyFailed(message: error.description))
            }
        }
    }

    /// Ctrl+E (`.other`), Ctrl+F or the view switcher (`.page`), with the
    /// facts the machine needs read now.
    public func want(_ page: WindowPage.Wanted) {
        guard let entries else { return }
        send(.pageWanted(page, entriesShown: entries.machine.isShown, formIsCorrecting: form.viewState.isCorrecting))
    }

    private func perform(_ effect: WindowEffect) {
        switch effect {
        case .form(let event): form.send(event)
        case .entries(let event): entries?.send(event)
        case .entriesFile(let path): entries?.switchFile(to: path)
        case .statistics(let shown):
            if shown { statistics?.refresh() }
            onStatisticsShownChanged?()
        case .want(let page):
            want(page)
        }
    }
}

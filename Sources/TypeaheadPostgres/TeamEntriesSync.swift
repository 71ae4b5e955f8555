import Foundation
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// Keeps a window's entries and the team's server in step: the relay sends
/// the outbox on, and the team's entries are read every `readEvery` into
/// the copy the entries view lists. What is sent and listed is decided in
/// storage (`OutboxRelay`, `TeamEntriesMirror`); this starts and stops
/// them, brings their news to the main thread, and says each problem once.
@MainActor
public final class TeamEntriesSync {
    private let server: PostgresEntryServer
    private let relay: OutboxRelay
    public private(set) var status = OutboxStatus(waiting: 0)
    /// Hears each new status, on the main thread.
    public var statusChanged: ((OutboxStatus) -> Void)?
    /// The team's entries, as the entries view lists them (nil: another
    /// window of the form keeps them, and this one lists its journal).
    /// Used on `mirrorQueue` only.
    private let mirror: TeamEntriesMirror?
    /// The entries view lists the team's entries, each with who entered it
    /// (else this window's journal, as another window keeps the team's).
    public var listsTeamEntries: Bool { mirror != nil }
    /// Hears, on the main thread, that the team's entries changed.
    public var entriesChanged: (() -> Void)?
    /// The mirror is written here only: after each save, and after each
    /// read of the server.
    private let mirrorQueue = DispatchQueue(label: "typeahead.team-entries")
    private var reading: Task<Void, Never>?
    /// How often the server is asked for the team's new entries.
    private let readEvery: Duration
    /// Tells the person, off the main thread, what went wrong (the app: on standard error).
    private let warn: @Sendable (String) -> Void
    /// How many reads of the server have ended, well or not: a test waits
    /// on it to know that reads went on, rather than on a clock.
    let readsEnded = Locked(0)

    /// `teamEntries`: where the team's entries are copied for the entries
    /// view (`TeamMode.teamEntries(forJournal:)`).
    public init(target: TeamEntriesSpec, journal: String, teamEntries: String, clerk: String, readEvery: Duration = .seconds(2),
                warn: @escaping @Sendable (String) -> Void) {
        self.readEvery = readEvery
        self.warn = warn
        let server = PostgresEntryServer(spec: target)
        self.server = server
        let outbox = Outbox(journal: journal)
        status = OutboxStatus(waiting: outbox.waitingCount())
        mirror = TeamEntriesMirror(outbox: outbox, path: teamEntries)
        let reference = WeakSyncReference()
        relay = OutboxRelay(outbox: outbox, server: server, enteredBy: clerk) { status in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let sync = reference.sync, sync.status != status else { return }
                    sync.status = status
                    sync.statusChanged?(status)
                }
            }
        }
        reference.sync = self
    }

    /// The relay's way back to the sync, which it must not keep alive.
    private final class WeakSyncReference: @unchecked Sendable {
        weak var sync: TeamEntriesSync?
    }

    /// The entries file the entries view reads: the team's, or the journal.
    public var entriesPath: String { mirror?.path ?? relay.outbox.journal }

    public func start() {
        relay.start()
        guard let mirror else { return }
        let server = server, queue = mirrorQueue, readEvery = readEvery, warn = warn, readsEnded = readsEnded
        reading = Task.detached { [weak self] in
            // What the last window read, and the entries not sent yet, at once.
            if queue.sync(execute: { (try? mirror.update()) ?? false }) { await MainActor.run { self?.entriesChanged?() } }
            var problem: String?, saidChangesAreUnseen = false
            while !Task.isCancelled {
                do {
                    let read = try await server.entries(since: queue.sync(execute: { mirror.horizon }))
                    if !read.followsChanges, !saidChangesAreUnseen {
                        saidChangesAreUnseen = true
                        // TRANSLATORS: on standard error; the change log is what tells the app of rows changed on the server.
                        warn(translated("rows changed or deleted on the team's server are not listed: the server has no change log for the entries table, and this login may not install it"))
                    }
                    let changed = try queue.sync { () throws(SaveError) -> Bool in
                        try mirror.update(serverEntries: read.entries, horizon: read.horizon)
                    }
                    if changed { await MainActor.run { self?.entriesChanged?() } }
                    problem = nil
                } catch {
                    // Said once, not every two seconds; the list keeps what it has.
                    let words = TeamServerProblem.words(for: error)
                    if words != problem, !Task.isCancelled {
                        // TRANSLATORS: on standard error; %1$s says what went wrong with the team's server.
                        warn(translated("the team's entries could not be read: %1$s", words))
                    }
                    problem = words
                }
                readsEnded.withLock { $0 += 1 }
                try? await Task.sleep(for: readEvery)
            }
        }
    }

    /// A line was appended to the journal (called on the writing queue):
    /// it is sent on, and listed among the team's entries at once.
    /// Not to be called on `mirrorQueue`, which it waits for.
    public nonisolated func lineAppended() {
        // Listed before the relay may send it: once sent, only the server's
        // copy would list it, two seconds later.
        mirrorQueue.sync { _ = try? mirror?.update() }
        relay.poke()
    }

    /// The window is closing: what is not sent stays in the outbox, for next time.
    public func stop() {
        let reading = reading, relay = relay, server = server
        reading?.cancel()
        Task.detached {
            await reading?.value
            await relay.stop()
            await server.close()
        }
    }
}

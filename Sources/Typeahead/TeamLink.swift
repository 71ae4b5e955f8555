import Foundation
import TypeaheadCore
import TypeaheadPostgres

/// A window's link to the team's server: the relay that sends the outbox
/// on, and the outbox's status for the window to show. What it sends is
/// decided in the core (`OutboxRelay`); this only starts, stops and
/// brings its news to the main thread.
@MainActor
final class TeamLink {
    let target: TeamEntriesSpec
    private let server: PostgresEntryServer
    private let relay: OutboxRelay
    private(set) var status = OutboxStatus(waiting: 0)
    /// Hears each new status, on the main thread.
    var statusChanged: ((OutboxStatus) -> Void)?
    /// The team's entries, as the entries view lists them (nil: another
    /// window of the form keeps them, and this one lists its journal).
    let mirror: TeamEntriesMirror?
    /// Hears, on the main thread, that the team's entries changed.
    var entriesChanged: (() -> Void)?
    /// The mirror is written here only: after each save, and after each
    /// read of the server.
    private let mirrorQueue = DispatchQueue(label: "typeahead.team-entries")
    private var reading: Task<Void, Never>?
    /// How often the server is asked for the team's new entries.
    static let readEvery = Duration.seconds(2)

    init(target: TeamEntriesSpec, journal: String, clerk: String) {
        self.target = target
        let server = PostgresEntryServer(spec: target)
        self.server = server
        let outbox = Outbox(journal: journal)
        status = OutboxStatus(waiting: outbox.waitingCount())
        mirror = TeamEntriesMirror(outbox: outbox, path: TeamMode.teamEntries(forJournal: journal))
        let box = LinkBox()
        relay = OutboxRelay(outbox: outbox, server: server, enteredBy: clerk) { status in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let link = box.link, link.status != status else { return }
                    link.status = status
                    link.statusChanged?(status)
                }
            }
        }
        box.link = self
    }

    /// The relay's way back to the link, which it must not keep alive.
    private final class LinkBox: @unchecked Sendable {
        weak var link: TeamLink?
    }

    /// The entries file the entries view reads: the team's, or the journal.
    var entriesPath: String { mirror?.path ?? relay.outbox.journal }

    func start() {
        relay.start()
        guard let mirror else { return }
        let server = server, queue = mirrorQueue
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
                try? await Task.sleep(for: Self.readEvery)
            }
        }
    }

    /// A line was appended to the journal (called on the writing queue):
    /// it is sent on, and listed among the team's entries at once.
    nonisolated func lineAppended() {
        // Listed before the relay may send it: once sent, only the server's
        // copy would list it, two seconds later.
        mirrorQueue.sync { _ = try? mirror?.update() }
        relay.poke()
    }

    /// The window is closing: what is not sent stays in the outbox, for next time.
    func stop() {
        let reading = reading, relay = relay, server = server
        reading?.cancel()
        Task.detached {
            await reading?.value
            await relay.stop()
            await server.close()
        }
    }
}

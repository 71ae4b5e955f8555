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

    init(target: TeamEntriesSpec, journal: String, clerk: String) {
        self.target = target
        let server = PostgresEntryServer(spec: target)
        self.server = server
        let outbox = Outbox(journal: journal)
        status = OutboxStatus(waiting: outbox.waitingCount())
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

    func start() { relay.start() }

    /// A line was appended to the journal (called on the writing queue).
    nonisolated func lineAppended() { relay.poke() }

    /// The window is closing: what is not sent stays in the outbox, for next time.
    func stop() {
        let relay = relay, server = server
        Task.detached {
            await relay.stop()
            await server.close()
        }
    }
}

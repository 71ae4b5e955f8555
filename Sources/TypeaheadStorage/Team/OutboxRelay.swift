import Foundation
import TypeaheadEngine

/// Sends what waits in the outbox to the server, in order, for as long as
/// the window is open: woken by each save, and trying again every
/// `retryInterval` while the server cannot be reached (so entries go
/// within seconds of its return). Only one relay per journal sends at a
/// time, so two windows on one form never race each other's lines.
public final class OutboxRelay: Sendable {
    public let outbox: Outbox
    private let server: any EntryServer
    private let enteredBy: String
    private let retryInterval: Duration
    private let idleInterval: Duration
    private let report: @Sendable (OutboxStatus) -> Void
    private let signal = WakeSignal()
    private let running = Locked<Task<Void, Never>?>(nil)
    /// At most this many rows in one statement.
    static let batchSize = 100

    /// `report` hears the outbox's status whenever it changes, on the relay's own task.
    public init(outbox: Outbox, server: any EntryServer, enteredBy: String,
                retryInterval: Duration = .seconds(1), idleInterval: Duration = .seconds(5),
                report: @escaping @Sendable (OutboxStatus) -> Void) {
        self.outbox = outbox
        self.server = server
        self.enteredBy = enteredBy
        self.retryInterval = retryInterval
        self.idleInterval = idleInterval
        self.report = report
    }

    public func start() {
        running.withLock { task in
            guard task == nil else { return }
            task = Task.detached { [self] in await run() }
        }
    }

    /// A line was appended: send it now.
    public func poke() {
        Task { await signal.wake() }
    }

    /// Stops sending; what is not sent stays in the outbox for the next start.
    public func stop() async {
        let task = running.withLock { task in defer { task = nil }; return task }
        task?.cancel()
        await signal.wake()
        await task?.value
    }

    /// One pass: sends every waiting line, oldest first. Returns the status after it.
    public func sendWaiting() async -> OutboxStatus {
        let lines: [OutboxLine]
        do throws(SaveError) {
            lines = try outbox.waiting()
        } catch {
            return OutboxStatus(waiting: 0, problem: error.description)
        }
        var remaining = lines[...]
        while !remaining.isEmpty, !Task.isCancelled {
            let batch = remaining.prefix(Self.batchSize)
            var rows: [TeamEntryRow] = []
            for line in batch {
                switch TeamEntryRow.parse(line.text, defaultEnteredBy: enteredBy) {
                case .success(let row): rows.append(row)
                case .failure(let error):
                    // A line no server can take (edited by hand) must not hold back
                    // the entries after it; it stays in the journal, and is told.
                    FileHandle.standardError.write(Data("typeahead: \(error.notSent(in: outbox.journal))\n".utf8))
                }
            }
            do {
                if !rows.isEmpty { try await server.store(rows) }
                try outbox.markSent(through: batch.last!.end)
            } catch {
                return OutboxStatus(waiting: remaining.count, problem: TeamServerProblem.words(for: error))
            }
            remaining = remaining.dropFirst(batch.count)
            report(OutboxStatus(waiting: remaining.count))
        }
        return OutboxStatus(waiting: remaining.count)
    }

    private func run() async {
        let lock = OutboxSenderLock(journal: outbox.journal)
        var last: OutboxStatus?
        while !Task.isCancelled {
            let status: OutboxStatus
            if lock.acquire() {
                status = await sendWaiting()
            } else {
                // Another window on this form sends; this one only counts.
                status = OutboxStatus(waiting: outbox.waitingCount())
            }
            if status != last { report(status) }
            last = status
            await signal.wait(timeout: status.waiting > 0 || status.problem != nil ? retryInterval : idleInterval)
        }
        lock.release()
    }
}

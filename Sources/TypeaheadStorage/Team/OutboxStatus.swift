import TypeaheadEngine

/// What the window says about the outbox: how many entries wait, and why
/// they are not sent yet (nil: nothing stops them).
public struct OutboxStatus: Equatable, Sendable {
    public var waiting: Int
    public var problem: String?

    public init(waiting: Int, problem: String? = nil) {
        self.waiting = waiting
        self.problem = problem
    }

    /// The line under the form: what waits and why, or nil when none wait.
    public var line: String? {
        guard let summary else { return nil }
        guard let problem else { return summary }
        return summary + " · " + problem
    }

    /// "3 entries waiting to be sent", or nil when none wait.
    public var summary: String? {
        guard waiting != 0 else { return nil }
        return translatedPlural("%1$d entry waiting to be sent", "%1$d entries waiting to be sent", count: waiting, waiting)
    }
}

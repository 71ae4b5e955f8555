/// Which PostgreSQL sources' suggestions may be out of date, and why: a
/// copy that could not be brought up to date, or a change feed cut off.
/// A feed that follows its table again makes its source current, whatever
/// the copy: it caught up on every change since the copy was taken.
public struct SourceFreshness: Equatable, Sendable {
    private var reasons: [String: String] = [:]
    /// The source whose reason was given last: the line says that one.
    private var latest: String?

    public init() {}

    public mutating func outOfDate(_ source: String, because reason: String) {
        reasons[source] = reason
        latest = source
    }

    public mutating func current(_ source: String) {
        reasons[source] = nil
    }

    /// The line under the form (nil: every source is current).
    public var line: String? {
        guard !reasons.isEmpty else { return nil }
        let reason = latest.flatMap { reasons[$0] } ?? reasons.sorted { $0.key < $1.key }.first!.value
        return PostgresSourceStatus.outOfDate(Array(reasons.keys), reason: reason)
    }
}

import TypeaheadEngine

/// What the form says of the team's server, under the form and to a
/// screen reader: what waits to be sent and why (`OutboxStatus`), and the
/// sources whose suggestions may be out of date (`SourceFreshness`).
public struct TeamStatus: Equatable, Sendable {
    public var outbox: OutboxStatus?
    public var sources: SourceFreshness

    public init(outbox: OutboxStatus? = nil, sources: SourceFreshness = SourceFreshness()) {
        self.outbox = outbox
        self.sources = sources
    }

    /// The lines under the form, one a line; nil when all is well.
    public var text: String? {
        let lines = [outbox?.line, sources.line].compactMap { $0 }
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// What a screen reader says of the change from `previous`: a problem
    /// that appears or changes, and its end. A count that only grows or
    /// shrinks while nothing is wrong (entries on their way) is not said:
    /// each save is said already.
    public func spoken(after previous: TeamStatus) -> String? {
        var parts: [String] = []
        let problem = (outbox?.waiting ?? 0) > 0 ? outbox?.problem : nil
        let before = (previous.outbox?.waiting ?? 0) > 0 ? previous.outbox?.problem : nil
        if let problem, problem != before, let line = outbox?.line {
            parts.append(Self.spoken(line))
        } else if before != nil, problem == nil, (outbox?.waiting ?? 0) == 0 {
            parts.append(translated("All entries sent"))
        }
        if let line = sources.line, line != previous.sources.line {
            parts.append(Self.spoken(line))
        } else if sources.line == nil, previous.sources.line != nil {
            parts.append(translated("Suggestions are up to date"))
        }
        return parts.isEmpty ? nil : parts.joined(separator: ". ")
    }

    /// A line as it is said: its parts as sentences, not "middle dot".
    static func spoken(_ line: String) -> String {
        line.replacingOccurrences(of: " · ", with: ". ")
    }
}

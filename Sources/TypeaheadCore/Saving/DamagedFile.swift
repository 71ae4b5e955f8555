import Foundation

/// A draft or history that could not be read, moved aside as
/// `NAME.damaged-TIMESTAMP` rather than overwritten, so it can still be
/// looked at or mended by hand; the app goes on without it.
public struct DamagedFile: Error, Equatable, Sendable, CustomStringConvertible {
    public var problem: LoadError
    /// Where the file is now; nil when it could not be moved (then it is left in place).
    public var keptAs: String?
    /// What the file held, for the message: "the draft", "the choice history".
    public var contents: String

    public var description: String {
        guard let keptAs else { return "\(problem.description) (\(contents) is not used)" }
        return "\(problem.description) (\(contents) is not used; it is kept as \(keptAs))"
    }

    /// Moves the file at `problem.path` aside under a name no other file has.
    static func setAside(_ problem: LoadError, contents: String, now: Date = Date()) -> DamagedFile {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        let stamp = formatter.string(from: now)
        for attempt in 1...100 {
            let target = problem.path + ".damaged-" + stamp + (attempt == 1 ? "" : "-\(attempt)")
            // link + unlink, because rename would silently replace an earlier one.
            if link(problem.path, target) == 0 {
                unlink(problem.path)
                return DamagedFile(problem: problem, keptAs: target, contents: contents)
            }
            guard errno == EEXIST else { break }
        }
        return DamagedFile(problem: problem, keptAs: nil, contents: contents)
    }
}

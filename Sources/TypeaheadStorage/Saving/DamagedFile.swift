import Foundation
import TypeaheadEngine

/// A draft or history that could not be read, moved aside as
/// `NAME.damaged-TIMESTAMP` rather than overwritten, so it can still be
/// looked at or mended by hand; the app goes on without it.
public struct DamagedFile: Error, Equatable, Sendable, CustomStringConvertible {
    public var problem: LoadError
    /// Where the file is now; nil when it could not be moved (then it is left in place).
    public var keptAs: String?
    /// What the file held, for the message: "the draft", "the choice history".
    public var contents: String

    /// One whole message per kind of file; `contents` stays English (it names the kind).
    public var description: String {
        let found = self.problem.description
        switch (contents, keptAs) {
        // TRANSLATORS: %1$s is what is wrong in the file (its path, line and column first).
        case ("the draft", nil): return translated("%1$s (the draft is not used)", found)
        // TRANSLATORS: %1$s is what is wrong in the file, %2$s the path it was moved to.
        case ("the draft", let keptAs?): return translated("%1$s (the draft is not used; it is kept as %2$s)", found, keptAs)
        // TRANSLATORS: %1$s is what is wrong in the file (its path, line and column first).
        case ("the history of your choices", nil): return translated("%1$s (the history of your choices is not used)", found)
        case ("the history of your choices", let keptAs?):
            // TRANSLATORS: %1$s is what is wrong in the file, %2$s the path it was moved to.
            return translated("%1$s (the history of your choices is not used; it is kept as %2$s)", found, keptAs)
        // TRANSLATORS: %1$s is what is wrong in the file, %2$s what the file held (English words).
        case (_, nil): return translated("%1$s (%2$s is not used)", found, contents)
        // TRANSLATORS: %1$s is what is wrong in the file, %2$s what the file held
        // (English words), %3$s the path it was moved to.
        case (_, let keptAs?): return translated("%1$s (%2$s is not used; it is kept as %3$s)", found, contents, keptAs)
        }
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

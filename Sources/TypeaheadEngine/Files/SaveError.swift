import Foundation

/// Why something could not be written: a message fit for a banner, naming
/// the file and the cause.
public struct SaveError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String
    /// What could not be done, worded to follow "Could not": "save to",
    /// "keep the unsaved entry in".
    public var action: String
    /// The system's error number, when the system refused (for `plainWords`).
    public var code: Int32?

    public init(path: String, reason: String, action: String = "save to", code: Int32? = nil) {
        self.path = path
        self.reason = reason
        self.action = action
        self.code = code
    }

    public init(path: String, errno code: Int32, action: String = "save to") {
        self.init(path: path, reason: String(cString: strerror(code)), action: action, code: code)
    }

    /// The same failure, told as part of another task.
    public func whileTrying(to action: String) -> SaveError {
        SaveError(path: path, reason: reason, action: action, code: code)
    }

    /// One whole message per task, so a translation words each as a whole;
    /// `action` stays English (it is compared, and names the task).
    public var description: String {
        switch action {
        // TRANSLATORS: %1$s is a file's path, %2$s why it could not be written.
        case "save to": translated("Could not save to %1$s: %2$s", path, reason)
        // TRANSLATORS: %1$s is a drafts file's path, %2$s why it could not be written.
        case "keep the unsaved entry in": translated("Could not keep the unsaved entry in %1$s: %2$s", path, reason)
        // TRANSLATORS: %1$s is a history file's path, %2$s why it could not be written.
        case "remember your choices in": translated("Could not remember your choices in %1$s: %2$s", path, reason)
        // TRANSLATORS: %1$s is a file's path, %2$s why it could not be written.
        case "take the entry back from": translated("Could not take the entry back from %1$s: %2$s", path, reason)
        // TRANSLATORS: %1$s is a file's path, %2$s why it could not be written.
        case "bring the entry back to": translated("Could not bring the entry back to %1$s: %2$s", path, reason)
        // TRANSLATORS: %1$s is a file's path (or "standard output"), %2$s why it could not be written.
        case "write to": translated("Could not write to %1$s: %2$s", path, reason)
        // TRANSLATORS: a task not listed above: %1$s is what could not be done
        // (English words such as "save to"), %2$s a file's path, %3$s why.
        default: translated("Could not %1$s %2$s: %3$s", action, path, reason)
        }
    }
}

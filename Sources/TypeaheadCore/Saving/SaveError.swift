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
    func whileTrying(to action: String) -> SaveError {
        SaveError(path: path, reason: reason, action: action, code: code)
    }

    public var description: String { "Could not \(action) \(path): \(reason)" }
}

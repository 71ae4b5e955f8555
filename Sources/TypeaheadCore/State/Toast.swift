/// A passing message, with an action the app may offer beside it.
/// A string literal is a toast without an action, so plain messages read
/// as before (`toast = "Saved entry 3 to entries.jsonl"`).
public struct Toast: Equatable, Sendable, ExpressibleByStringInterpolation {
    public var text: String
    public var action: ToastAction?

    /// How long a toast shows: long enough to read a line and reach its
    /// button (libadwaita's own default is 5 s).
    public var seconds: UInt32 { 4 }

    public init(text: String, action: ToastAction? = nil) {
        self.text = text
        self.action = action
    }

    public init(stringLiteral text: String) {
        self.init(text: text)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(text: String(stringInterpolation: stringInterpolation))
    }
}

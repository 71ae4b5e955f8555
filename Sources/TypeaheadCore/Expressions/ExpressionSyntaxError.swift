/// Why an expression cannot be read, and where: `column` counts the
/// expression's characters from 1, so the form's reader can point into
/// its file.
public struct ExpressionSyntaxError: Error, Equatable, Sendable {
    public var column: Int
    public var message: String
}

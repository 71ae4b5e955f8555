import TypeaheadEngine

/// What a window says when a file cannot be opened from it: a heading
/// naming the file and the same `path:line:column: message` line the
/// command line prints. The form already open stays open.
public struct OpenFailure: Equatable, Sendable {
    public var heading: String
    public var body: String

    public init(_ error: LoadError) {
        let name = error.path.split(separator: "/").last.map(String.init) ?? error.path
        // TRANSLATORS: %1$s is the name of the file that could not be opened.
        heading = translated("Could not open “%1$s”", name)
        body = error.lines.joined(separator: "\n")
    }
}

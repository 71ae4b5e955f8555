/// One of the team's entries as the server keeps it: its id, and its line
/// (the `entry` column, the saved line itself, with who entered it).
public struct TeamServerEntry: Equatable, Sendable {
    public var id: String
    public var line: String

    public init(id: String, line: String) {
        self.id = id
        self.line = line
    }
}

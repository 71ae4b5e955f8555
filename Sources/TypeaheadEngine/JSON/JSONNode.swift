/// A parsed JSON value that remembers where it was written, so that a form
/// or data file can be refused with the line and column of the bad part.
public struct JSONNode: Sendable {
    public var value: JSONValue
    public var line: Int
    public var column: Int
}

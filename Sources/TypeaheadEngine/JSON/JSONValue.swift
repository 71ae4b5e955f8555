public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// The number as written, so that data values are shown exactly.
    case number(String)
    case string(String)
    case array([JSONNode])
    /// Members in the order written.
    case object([JSONMember])

    public var typeName: String {
        switch self {
        case .null: "null"
        // TRANSLATORS: A JSON type, put into messages such as "'title' must be a string, found a boolean".
        case .bool: translated("a boolean")
        case .number: translated("a number")
        case .string: translated("a string")
        case .array: translated("an array")
        case .object: translated("an object")
        }
    }
}

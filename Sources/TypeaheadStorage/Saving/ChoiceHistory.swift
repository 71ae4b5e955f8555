/// The records a person chose in each field of a form, most recent first,
/// a few per field: they rank first within their tier next time, so a value
/// entered before takes fewer keys.
public struct ChoiceHistory: Equatable, Sendable {
    /// Field id → record keys, most recent first.
    public private(set) var keysByField: [String: [String]]
    public static let keysPerField = 20

    public init(keysByField: [String: [String]] = [:]) {
        self.keysByField = keysByField.mapValues { Array($0.prefix(Self.keysPerField)) }
    }

    public func keys(for field: String) -> [String] { keysByField[field] ?? [] }

    /// Moves `key` to the front of the field's list, keeping the list short.
    public mutating func record(_ key: String, for field: String) {
        var keys = keysByField[field] ?? []
        keys.removeAll { $0 == key }
        keys.insert(key, at: 0)
        keysByField[field] = Array(keys.prefix(Self.keysPerField))
    }

    /// Adds the keys of `other` (another window's) after this history's own,
    /// each once, keeping each list short.
    public mutating func merge(_ other: ChoiceHistory) {
        for (field, keys) in other.keysByField {
            var mine = keysByField[field] ?? []
            mine += keys.filter { !mine.contains($0) }
            keysByField[field] = Array(mine.prefix(Self.keysPerField))
        }
    }
}

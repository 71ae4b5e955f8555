/// What a field holds (a field's `type`): free text, a whole number, a
/// number, or a date. The core reads what is typed as the type
/// (`TypedText`) and refuses what is not one; numbers are saved as JSON
/// numbers, dates as ISO 8601.
public enum FieldType: String, Equatable, Sendable, CaseIterable {
    case text, integer, decimal, date

    public var isNumber: Bool { self == .integer || self == .decimal }
}

/// What a field holds (a field's `type`): free text, a whole number, a
/// number, a date, or one option of a list. The core reads what is typed
/// as the type (`TypedText`, `ChoiceMatcher`) and refuses what is not one;
/// numbers are saved as JSON numbers, dates as ISO 8601, an option as its value.
public enum FieldType: String, Equatable, Sendable, CaseIterable {
    case text, integer, decimal, date, choice

    public var isNumber: Bool { self == .integer || self == .decimal }
}

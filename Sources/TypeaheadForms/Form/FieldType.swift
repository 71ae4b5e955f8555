/// What a field holds (a field's `type`): free text, a whole number, a
/// number, a date, a time of day, both, one option of a list, or several (`choices`, XLSForm's
/// select_multiple). The core reads what is typed as the type
/// (`TypedText`, `ChoiceMatcher`) and refuses what is not one; numbers are
/// saved as JSON numbers, dates as ISO 8601, an option as its value, several
/// as an array of values.
public enum FieldType: String, Equatable, Sendable, CaseIterable {
    case text, integer, decimal, date, time, datetime, choice, choices

    /// A type whose values are a list's options.
    public var hasOptions: Bool { self == .choice || self == .choices }

    public var isNumber: Bool { self == .integer || self == .decimal }
}

/// A form's fields as its rules see them at one moment (`FormRules.values`).
public struct RuledValues: Equatable, Sendable {
    /// Whether each field is asked now; a field not asked is passed over
    /// and saved empty.
    public var relevant: [Bool]
    /// Each field's value: its text, or what its calculation gives; ""
    /// where the field is not asked. What expressions read and what is saved.
    public var values: [String]
    /// The day the rules were valued on (`today()`), ISO 8601.
    public var today = ""
    /// The minute they were valued at (`now()`): "1990-05-17T14:30".
    public var now = ""
}

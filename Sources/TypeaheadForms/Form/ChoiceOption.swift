/// One option of a choice field's list (a form's `choices`): the value
/// saved, as ODK saves an option's name, and the label shown, in the
/// person's language.
public struct ChoiceOption: Equatable, Sendable {
    public var value: String
    public var label: String
    /// The option's other columns (the choices sheet's, or a form file's
    /// `columns`), which a field's `choiceFilter` reads by name: the
    /// region a village is in.
    public var columns: [String: String] = [:]

    public init(value: String, label: String, columns: [String: String] = [:]) {
        self.value = value
        self.label = label
        self.columns = columns
    }
}

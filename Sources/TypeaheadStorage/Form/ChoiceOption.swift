/// One option of a choice field's list (a form's `choices`): the value
/// saved, as ODK saves an option's name, and the label shown, in the
/// person's language.
public struct ChoiceOption: Equatable, Sendable {
    public var value: String
    public var label: String

    public init(value: String, label: String) {
        self.value = value
        self.label = label
    }
}

import TypeaheadStorage
import TypeaheadForms

/// A field's `default`: what a new entry starts with.
extension FormMachine {
    /// Fills each empty field that has a default.
    mutating func fillDefaults() {
        for index in spec.fields.indices where fields[index].text.isEmpty {
            guard let shown = defaultShown(index) else { continue }
            fields[index].text = shown.text
            fields[index].record = shown.record
        }
    }

    /// Whether a field holds something other than what a new entry starts
    /// with: a form of defaults alone has nothing to keep in a draft.
    var holdsOnlyDefaults: Bool {
        spec.fields.indices.allSatisfy { index in fields[index].text == (defaultShown(index)?.text ?? "") }
    }

    /// A field's default as the keyer would see it typed: an option by its
    /// label (and chosen), several by theirs; nil without one.
    private func defaultShown(_ index: Int) -> (text: String, record: Int?)? {
        if spec.fields[index].auto == .counter { return (String(nextNumber), nil) }
        guard let value = spec.fields[index].defaultValue else { return nil }
        let options = spec.fields[index].options
        switch spec.fields[index].type {
        case .choice:
            guard let option = options.firstIndex(where: { $0.value == value }) else { return nil }
            return (options[option].label, option)
        case .choices:
            let values = value.split(separator: " ").map(String.init)
            return (values.compactMap { value in options.first { $0.value == value }?.label }.joined(separator: ", "), nil)
        default:
            return (value, nil)
        }
    }
}

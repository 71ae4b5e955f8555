/// Rows changed on a source's server while the form is open.
extension FormMachine {
    /// The open list of the focused field, if it suggests from `source`, is
    /// asked again, so a row added by another clerk shows without a key
    /// typed. A closed list stays closed: the person chose or put it away.
    mutating func sourceChanged(_ source: String) -> FormUpdate {
        guard let field = focused, spec.fields[field].source == source, fields[field].isListOpen else { return FormUpdate() }
        return request(field, query: fields[field].text)
    }
}

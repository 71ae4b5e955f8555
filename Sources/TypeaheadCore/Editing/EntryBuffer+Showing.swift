extension EntryBuffer {
    /// Makes the buffer show a field's state, as its entry must: the typed
    /// text and, in the focused field, the inline completion after it,
    /// selected from its end back to the caret (the next letter typed
    /// replaces it, Backspace removes it, and a long one keeps the typed
    /// text in view). A field drawn while another has the focus shows the
    /// start of its value. `completionWasShown`: the entry showed a
    /// completion when last drawn.
    public mutating func show(_ field: FieldViewState, isFocused: Bool, completionWasShown: Bool) {
        let shown = field.text + (isFocused ? field.completion ?? "" : "")
        let completion = field.text.unicodeScalars.count..<shown.unicodeScalars.count
        if text != shown {
            setText(shown)
            if completion.isEmpty {
                placeCaret(at: isFocused ? -1 : 0)
            } else {
                select(from: completion.upperBound, to: completion.lowerBound)
            }
        } else if isFocused, !completion.isEmpty, selection != completion {
            // The same text with the completion starting elsewhere: the form
            // typed a letter of the completion itself.
            select(from: completion.upperBound, to: completion.lowerBound)
        } else if isFocused, completion.isEmpty, completionWasShown, !selection.isEmpty {
            placeCaret(at: -1) // the completion became typed text
        }
    }
}

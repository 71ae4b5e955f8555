import TypeaheadEngine

/// Every field holds what its entry can: text that reaches a field other
/// than by typing (a suggestion, a server's answer, a lookup, a draft, a
/// correction, Ctrl+') is cut as a paste is (`EntryBuffer.maximumBytes`),
/// with the same toast, so neither the field nor the draft written at
/// each change grows past it.
extension FormMachine {
    /// Cuts each field's value to the limit, and says so once.
    mutating func cutOverlongValues() {
        for index in fields.indices where fields[index].text.utf8.count > EntryBuffer.maximumBytes {
            let text = fields[index].text
            let kept = EntryBuffer(text: "").fitting(text)
            fields[index].text = kept
            // The record's value is not what the field holds now.
            fields[index].record = nil
            fields[index].filledFromRecord = false
            sayCut(kept: kept.count, of: text.count)
        }
    }

    mutating func sayCut(kept: Int, of characters: Int) {
        if kept == 0 {
            toast = Toast(text: words.translated("The field is full: nothing more fits"))
        } else {
            // TRANSLATORS: text pasted or typed into a field was cut: %1$d characters of the %2$d fit.
            toast = Toast(text: words.translatedPlural("Only %1$d of %2$d character fits in the field",
                                                 "Only %1$d of %2$d characters fit in the field",
                                                 count: characters, kept, characters))
        }
    }
}

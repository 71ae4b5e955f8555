import TypeaheadEngine
import TypeaheadStorage

/// Decides what a screen reader hears, from how the form's view changed:
/// the core's counterpart of what a sighted person sees change.
///
/// - entering a field: "required" and "has suggestions" (the reader says
///   the label and the value itself), and the field's error if it has one;
/// - an inline completion: the completed text;
/// - Down/Up/PageDown/PageUp in an open list: the highlighted row, its
///   detail and its place ("Zürich, Zürich, Switzerland, 1 of 3"), every
///   time, even when the highlight stays on the last row;
/// - a list that opened or changed: "3 suggestions" or "No matches", once
///   the typing pauses (`pause` after the last change), never per letter;
/// - an error that appears, with its "Did you mean …?";
/// - a new toast or banner (saved, cleared, restored, a failed save);
/// - a list that closes: nothing more (the announcement is cleared).
public struct FormNarrator: Sendable {
    /// How long the typing must pause before the number of suggestions is said.
    public static let pause = Duration.milliseconds(500)

    public private(set) var announcement: Announcement?
    /// Bumped by each change of a list; a pause timer with an older number
    /// is stale.
    public private(set) var pauseGeneration = 0
    private var last: FormViewState?
    private var serial = 0
    /// A key that moves the highlight was handled since the last look.
    private var movedHighlight = false

    /// What a screen reader hears is worded in these.
    private let words: Words

    public init(words: Words = .catalogue) {
        self.words = words
    }

    /// The session handled a key; arrows in an open list are said even when
    /// the highlight could not move.
    public mutating func keyHandled(_ key: FieldKey) {
        switch key {
        case .down, .up, .pageDown, .pageUp: movedHighlight = true
        default: break
        }
    }

    /// Looks at the view after an event. Returns true when the list changed
    /// and a pause timer (with `pauseGeneration`) should start.
    public mutating func observe(_ state: FormViewState) -> Bool {
        defer {
            last = state
            movedHighlight = false
        }
        let previous = last
        var parts: [String] = []
        var startPause = false
        var clears = false
        let focus = state.focusedField

        if let focus, focus != previous?.focusedField {
            let field = state.fields[focus]
            // What a screen reader says of a field entered, after its label and value.
            switch (field.isRequired, field.hasSuggestions) {
            case (true, true):
                // TRANSLATORS: said by a screen reader on entering a field, after its label and value.
                parts.append(words.translated("required, has suggestions"))
            case (true, false):
                // TRANSLATORS: said by a screen reader on entering a field, after its label and value.
                parts.append(words.translatedWithContext("a field, as a screen reader says it", "required"))
            case (false, true):
                // TRANSLATORS: said by a screen reader on entering a field, after its label and value.
                parts.append(words.translated("has suggestions"))
            case (false, false):
                break
            }
        }

        if let focus, let before = previous, before.focusedField == focus {
            let old = before.fields[focus], new = state.fields[focus]
            // The value the completion stands for, in its own spelling
            // ("zu" completes to Zürich); the reader says the selected rest.
            // Said when it completes to another value, not on each letter typed into it.
            let completedText = Self.completedValue(new)
            if let completedText, completedText != Self.completedValue(old) {
                parts.append(completedText)
            } else if new.isListOpen, let row = new.highlightedRow, new.rows.indices.contains(row),
                      movedHighlight || row != old.highlightedRow {
                parts.append(Self.describe(new.rows[row], at: row, of: new.rows.count, words: words))
            } else if new.isListOpen, new.highlightedRow == nil, movedHighlight, !new.text.isEmpty {
                parts.append(new.text) // past the last row or above the first: back to the typed text
            }
            if new.isListOpen, !new.isLoading,
               !old.isListOpen || old.isLoading || new.rows != old.rows || new.showsNoMatches != old.showsNoMatches {
                startPause = true
            }
            if old.isListOpen, !new.isListOpen { clears = true }
        } else if let focus, state.fields[focus].isListOpen, !state.fields[focus].isLoading {
            startPause = true
        }
        // A count waiting for a pause is moot once the person moves through the rows.
        if movedHighlight { pauseGeneration += 1 }

        for (index, field) in state.fields.enumerated() {
            guard let error = Self.spokenError(field, words: words) else { continue }
            let before = previous.flatMap { $0.fields.indices.contains(index) ? Self.spokenError($0.fields[index], words: words) : nil }
            let entered = focus == index && focus != previous?.focusedField
            guard error != before || entered else { continue }
            // TRANSLATORS: a field's label (%1$s) and its error (%2$s), as a screen reader says it.
            parts.append(index == focus ? error : words.translated("%1$s: %2$s", field.label, error))
        }
        if let toast = state.toast, toast.text != previous?.toast?.text {
            // The Undo button is for eyes; a listener is told the shortcut.
            // TRANSLATORS: %1$s is a message such as "Form cleared", as a screen reader says it.
            parts.append(toast.action == .undo ? words.translated("%1$s. Press Ctrl+Z to undo.", toast.text) : toast.text)
        }
        if let banner = state.banner, banner != previous?.banner { parts.append(banner) }
        if let team = state.team.spoken(after: previous?.team ?? TeamStatus()) { parts.append(team) }

        if startPause { pauseGeneration += 1 }
        if !parts.isEmpty {
            say(Self.sentences(parts))
        } else if clears {
            say("")
        }
        return startPause
    }

    /// The typing paused: says how many suggestions the focused field's
    /// list shows, if the list is still the one the timer was started for.
    public mutating func pauseElapsed(generation: Int) {
        guard generation == pauseGeneration, let state = last, let focus = state.focusedField else { return }
        let field = state.fields[focus]
        guard field.isListOpen, !field.isLoading else { return }
        if field.showsNoMatches || field.rows.isEmpty {
            say(words.translated("No matches"))
        } else {
            say(words.translatedPlural("%1$d suggestion", "%1$d suggestions", count: field.rows.count, field.rows.count))
        }
    }

    /// The value an inline completion stands for.
    static func completedValue(_ field: FieldViewState) -> String? {
        field.completion.map { rest in
            field.highlightedRow.flatMap { field.rows.indices.contains($0) ? field.rows[$0].text : nil } ?? field.text + rest
        }
    }

    /// "Zürich, Zürich, Switzerland, 1 of 3".
    public static func describe(_ row: SuggestionRow, at index: Int, of count: Int, words: Words) -> String {
        // TRANSLATORS: where the highlighted row is in the list: row %1$d of %2$d, as a screen reader says it.
        ([row.text] + (row.detail.map { [$0] } ?? []) + [words.translated("%1$d of %2$d", index + 1, count)]).joined(separator: ", ")
    }

    /// The error as shown under the field, with its "Did you mean …?".
    public static func spokenError(_ field: FieldViewState, words: Words) -> String? {
        guard let parts = field.errorParts(words) else { return nil }
        return parts.lead + (parts.closest ?? "") + parts.trail
    }

    /// Parts said one after another, each ended as a sentence.
    static func sentences(_ parts: [String]) -> String {
        parts.enumerated().map { index, part in
            index == parts.count - 1 || part.last.map(".?!".contains) == true ? part : part + "."
        }.joined(separator: " ")
    }

    private mutating func say(_ text: String) {
        guard !(text.isEmpty && (announcement?.text ?? "").isEmpty) else { return }
        serial += 1
        announcement = Announcement(text: text, serial: serial)
    }
}

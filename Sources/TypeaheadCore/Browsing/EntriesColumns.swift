import Foundation
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// The columns of the entries view: when each entry was saved, then each
/// of the form's fields (the person may hide some: `EntriesMachine`). A
/// screen reader hears every field, with its label.
public struct EntriesColumns: Equatable, Sendable {
    /// The field ids of the table, in form order (`EntryTable.columns`).
    public let fieldIDs: [String]
    /// Each field's label, in the same order (the id where no form names it).
    public let labels: [String]
    /// How many fields a form's list shows until the person chooses:
    /// every one of a paper form's, the first of a long survey's.
    public static let shownAtFirst = 12
    /// How "Saved" writes a time of day (`AppServices.clockStyle`).
    private let clockStyle: ClockStyle
    /// What the view says is worded in these (`Words.catalogue`, the app's).
    public let words: Words

    /// `enteredBy`: a team's entries, where each says who entered it (in
    /// the column after "Saved").
    public init(spec: FormSpec, enteredBy: Bool = false, clockStyle: ClockStyle, words: Words = .catalogue) {
        self.init(fieldIDs: spec.fields.map(\.id), labels: spec.fields.map(\.label), enteredBy: enteredBy, clockStyle: clockStyle,
                  words: words)
    }

    /// Columns for entries whose form is not there: their own field ids.
    public init(fieldIDs: [String], clockStyle: ClockStyle, words: Words = .catalogue) {
        self.init(fieldIDs: fieldIDs, labels: fieldIDs, enteredBy: false, clockStyle: clockStyle, words: words)
    }

    private init(fieldIDs: [String], labels: [String], enteredBy: Bool, clockStyle: ClockStyle, words: Words) {
        self.clockStyle = clockStyle
        self.words = words
        self.fieldIDs = (enteredBy ? [EntryTable.enteredByColumn] : []) + fieldIDs
        // TRANSLATORS: the title of the column of a team's entries that says who entered each.
        self.labels = (enteredBy ? [words.translated("Entered by")] : []) + labels
    }

    /// The column titles, "Saved" first, then each of `labels`.
    public var titles: [String] {
        // TRANSLATORS: the title of the column that says when each entry was saved.
        [words.translatedWithContext("column title", "Saved")] + labels
    }

    /// The fields hidden until the person chooses: those after the first `shownAtFirst`.
    public var hiddenAtFirst: Set<String> {
        Set(fieldIDs.dropFirst(Self.shownAtFirst))
    }

    /// The order a click on column `column` of `titles` asks for.
    public func order(ofColumn column: Int, ascending: Bool) -> EntryOrder {
        column == 0 ? .saved(newestFirst: !ascending) : .field(column: column - 1, ascending: ascending)
    }

    /// The texts of a row's cells, in `titles` order.
    public func cells(of entry: LoggedEntry, now: Date) -> [String] {
        [savedText(of: entry, now: now)] + fieldIDs.map { entry.text(of: $0) ?? "" }
    }

    /// The whole row as a screen reader says it: "Saved: today 10:15, Name: Ada, City: Lyon".
    public func spokenRow(of entry: LoggedEntry, now: Date) -> String {
        let fields = zip(fieldIDs, labels).compactMap { id, label -> String? in
            guard let text = entry.text(of: id), !text.isEmpty else { return nil }
            // TRANSLATORS: a field's label (%1$s) and its value (%2$s), as a screen reader says an entry.
            return words.translated("%1$s: %2$s", label, text)
        }
        // TRANSLATORS: when an entry was saved, as a screen reader says it: %1$s is such as "Today 10:15".
        return ([words.translated("Saved: %1$s", savedText(of: entry, now: now))] + fields).joined(separator: ", ")
    }

    /// An entry's history, a line for each of its lines in the file.
    public func historyLines(of history: [EntryLogLine], now: Date) -> [String] {
        EntryHistoryText.lines(of: history, labels: Dictionary(zip(fieldIDs, labels), uniquingKeysWith: { first, _ in first }),
                               now: now, clock: clockStyle, words: words)
    }

    /// "Today 10:15, verified by Bea" and the first keyer's errors found.
    private func verifiedText(_ saved: String, _ verification: EntryVerification, by verifier: String?) -> String {
        // TRANSLATORS: in the entries list: %1$s when the entry was saved; a second keyer keyed it again blind and it agrees now.
        var text = words.translated("%1$s, verified", saved)
        // TRANSLATORS: in the entries list: %1$s "Today 10:15, verified"; %2$s the second keyer who verified it.
        if let verifier { text = words.translated("%1$s by %2$s", text, verifier) }
        let errors = verification.keyerErrors
        guard errors > 0 else { return text }
        // TRANSLATORS: in the entries list, after "…, verified by Bea": %2$d values the first keyer had wrong, now put right.
        return words.translatedPlural("%1$s (%2$d keying error)", "%1$s (%2$d keying errors)", count: errors, text, errors)
    }

    private func savedText(of entry: LoggedEntry, now: Date) -> String {
        var text = EntryTimeText.text(entry.submitted, now: now, clock: clockStyle, words: words)
        if let verification = entry.verification {
            text = verifiedText(text, verification, by: entry.enteredBy)
        } else if entry.corrected != nil {
            // TRANSLATORS: %1$s is when an entry was saved, such as "Today 10:15"; the entry was corrected since.
            text = words.translated("%1$s, corrected", text)
        }
        // Two windows corrected the same version: the newest is shown, and the other is said.
        if entry.otherCorrections == 1 {
            // TRANSLATORS: %1$s is when an entry was saved, such as "Today 10:15, corrected"; two windows
            // corrected it at once: the newest correction is shown, and the file keeps the other.
            text = words.translated("%1$s (another correction kept)", text)
        } else if entry.otherCorrections > 1 {
            // TRANSLATORS: %1$s is when an entry was saved, such as "Today 10:15, corrected"; several windows
            // corrected it at once: the newest correction is shown, and the file keeps the %2$d others.
            text = words.translatedPlural("%1$s (%2$d other correction kept)", "%1$s (%2$d other corrections kept)",
                                    count: entry.otherCorrections, text, entry.otherCorrections)
        }
        // The keyer's reasons, where a supervisor checking the list sees them.
        for override in entry.overrides {
            let label = zip(fieldIDs, labels).first { $0.0 == override.id }?.1 ?? override.id
            // TRANSLATORS: in the entries list: %1$s when the entry was saved, %2$s a field's label whose value was kept against its warning, %3$s the keyer's reason.
            text = words.translated("%1$s · %2$s kept: %3$s", text, label, override.reason)
        }
        if let duplicate = entry.duplicate {
            // TRANSLATORS: in the entries list: %1$s when the entry was saved; it was saved beside another with the same identity, for the keyer's reason %2$s.
            text = words.translated("%1$s · a duplicate: %2$s", text, duplicate.reason)
        }
        return text
    }
}

import Foundation
import TypeaheadEngine
import TypeaheadStorage

/// An entry's history as the entries view shows it (issue 52): one line
/// for each of its lines in the file, who did what and when, and for a
/// correction which fields changed from what to what; the reasons kept
/// with a value or a duplicate.
public enum EntryHistoryText {
    public static func lines(of history: [EntryLogLine], labels: [String: String], now: Date, clock: ClockStyle,
                             words: Words) -> [String] {
        var previous: [(id: String, text: String)]?
        var lastWasDeletion = false
        return history.map { line in
            switch line {
            case .deletion(let deletion, _):
                lastWasDeletion = true
                // TRANSLATORS: in an entry's history: it was deleted; %1$s when ("Today 10:15"), %2$s by whom.
                let deleted = said(words.translated("Deleted %1$s", time(deletion.submitted)), by: deletion.enteredBy)
                return deletion.reason.map { words.translated("%1$s · why: %2$s", deleted, $0) } ?? deleted
            case .entry(let entry, _):
                defer { previous = entry.values; lastWasDeletion = false }
                var text: String
                if previous != nil, lastWasDeletion {
                    // TRANSLATORS: in an entry's history: its deletion was undone; %1$s when.
                    text = said(words.translated("Brought back %1$s", time(entry.submitted)), by: entry.enteredBy)
                } else if let previous, let verification = entry.verification {
                    // TRANSLATORS: in an entry's history: a second keyer keyed it again blind; %1$s when.
                    text = said(words.translated("Verified %1$s", time(entry.submitted)), by: entry.enteredBy)
                    let outcomes = verification.outcomes.map { outcome in
                        let label = labels[outcome.id] ?? outcome.id
                        let was = previous.first { $0.id == outcome.id }?.text ?? ""
                        let now = entry.values.first { $0.id == outcome.id }?.text ?? ""
                        return outcome.outcome == .keyer
                            // TRANSLATORS: in an entry's history, a field the verifier found wrong: %1$s its label, %2$s the first keying, %3$s the value kept.
                            ? words.translated("%1$s: %2$s → %3$s (keying error)", label, was, now)
                            // TRANSLATORS: in an entry's history, a field where the verifier mistyped and the first keying was kept: %1$s its label, %2$s the value.
                            : words.translated("%1$s: %2$s kept (verifier's error)", label, was)
                    }
                    if !outcomes.isEmpty { text = words.translated("%1$s: %2$s", text, outcomes.joined(separator: "; ")) }
                } else if let previous {
                    // TRANSLATORS: in an entry's history: it was corrected; %1$s when.
                    text = said(words.translated("Corrected %1$s", time(entry.submitted)), by: entry.enteredBy)
                    let changes = changed(from: previous, to: entry.values)
                    // TRANSLATORS: in an entry's history, after "Corrected …": %1$s the fields changed, each as "City: Zürich → Lyon".
                    if !changes.isEmpty { text = words.translated("%1$s: %2$s", text, changes.joined(separator: "; ")) }
                } else {
                    // TRANSLATORS: in an entry's history: its first save; %1$s when.
                    text = said(words.translated("Saved %1$s", time(entry.submitted)), by: entry.enteredBy)
                }
                for override in entry.overrides {
                    // TRANSLATORS: in an entry's history: %1$s what came before, %2$s a field's label kept against its warning, %3$s the reason.
                    text = words.translated("%1$s · %2$s kept: %3$s", text, labels[override.id] ?? override.id, override.reason)
                }
                if let duplicate = entry.duplicate {
                    text = words.translated("%1$s · a duplicate: %2$s", text, duplicate.reason)
                }
                if let reason = entry.reason {
                    // TRANSLATORS: in an entry's history: %1$s what came before ("Corrected Today 10:15 by ana: …"), %2$s why it was corrected.
                    text = words.translated("%1$s · why: %2$s", text, reason)
                }
                return text
            }
        }

        func time(_ date: Date) -> String {
            EntryTimeText.text(date, now: now, clock: clock, words: words)
        }
        func said(_ text: String, by keyer: String?) -> String {
            // TRANSLATORS: in an entry's history: %1$s what was done and when ("Corrected Today 10:15"), %2$s who did it.
            keyer.map { words.translated("%1$s by %2$s", text, $0) } ?? text
        }
        func changed(from old: [(id: String, text: String)], to new: [(id: String, text: String)]) -> [String] {
            let before = Dictionary(old.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
            let ids = new.map(\.id) + old.map(\.id).filter { id in !new.contains { $0.id == id } }
            return ids.compactMap { id in
                let was = before[id] ?? "", now = new.first { $0.id == id }?.text ?? ""
                guard was != now else { return nil }
                // TRANSLATORS: a field changed by a correction, in an entry's history: %1$s its label, %2$s the value before, %3$s after.
                return words.translated("%1$s: %2$s → %3$s", labels[id] ?? id, was.isEmpty ? "—" : was, now.isEmpty ? "—" : now)
            }
        }
    }
}

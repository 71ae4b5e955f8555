import Foundation
import TypeaheadEngine
import TypeaheadStorage

/// Duplicates caught at save (issue 52): an entry whose identity a live
/// entry has already is saved only with the keyer's reason, kept in its
/// line; Escape takes the keyer back to the identity to change it.
extension FormMachine {
    /// Whether the save must wait: another entry (not the one corrected)
    /// has this identity, and no reason was given for it yet. Then the
    /// bell rings, the banner says whose, and the keys after wait.
    mutating func waitsForDuplicateReason(_ ruled: RuledValues) -> [FormEffect]? {
        guard !spec.identity.isEmpty, let identities else { return nil }
        let values = spec.identity.map { ruled.values[$0] }
        guard let holder = identities.holder(of: values), holder.version != correction?.supersedes else { return nil }
        if let duplicate, duplicate.holder == holder, duplicate.reason != nil { return nil }
        let field = focused ?? spec.identity[0]
        let identity = spec.identity.map { "\(spec.fields[$0].label) \(ruled.values[$0])" }.joined(separator: ", ")
        let when = EntryTimeText.text(holder.submitted, now: clock(), clock: .ofLocale(), words: words)
        let message = holder.enteredBy.map {
            // TRANSLATORS: a save found another entry with the same identity: %1$s the identity ("Household 12"), %2$s when it was saved ("Today 10:15"), %3$s who saved it.
            words.translated("%1$s is saved already (%2$s, by %3$s). Press Escape to change it, or Alt+A to save this entry too, with a reason.",
                             identity, when, $0)
        // TRANSLATORS: as above, for an entry saved without its keyer's name: %1$s the identity, %2$s when it was saved.
        } ?? words.translated("%1$s is saved already (%2$s). Press Escape to change it, or Alt+A to save this entry too, with a reason.",
                              identity, when)
        duplicate = DuplicateFound(holder: holder, field: field, message: message)
        fields[field].stop = FieldStop()
        return [.ringBell]
    }

    /// Save Anyway… (Alt+A): the banner's entry asks for the reason.
    mutating func askDuplicateReason() -> FormUpdate {
        guard duplicate != nil else { return FormUpdate() }
        duplicate?.reasonAsked = true
        return FormUpdate(handled: true)
    }

    /// Whether keys typed in `field` are the reason's: Save Anyway was
    /// pressed there, and the banner's entry has not the keyboard yet.
    public func takesReason(inField field: Int) -> Bool {
        duplicate.map { $0.reasonAsked && $0.field == field } ?? false
    }

    /// A key typed in the field after Save Anyway goes to the reason.
    mutating func editReason(_ edit: TextEdit) -> FormUpdate {
        guard var found = duplicate, found.reasonAsked else { return FormUpdate() }
        switch edit {
        case .insert(let text): found.typedReason += text
        case .backspace: found.typedReason = String(found.typedReason.dropLast())
        default: break
        }
        duplicate = found
        return FormUpdate(handled: true)
    }

    /// The reason typed in the banner, and Return: the entry is saved
    /// with it. An empty reason is no reason: the bell rings.
    mutating func saveDuplicate(reason: String) -> FormUpdate {
        guard var found = duplicate, found.reasonAsked else { return FormUpdate() }
        let reason = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !reason.isEmpty else { return FormUpdate(effects: [.ringBell], handled: true) }
        found.reason = reason
        duplicate = found
        endStop(found.field)
        return FormUpdate(effects: trySave(), handled: true)
    }

    /// Escape in the banner or the field: no reason; the keyer changes the identity.
    mutating func leaveDuplicate() -> FormUpdate {
        guard let found = duplicate else { return FormUpdate() }
        duplicate = nil
        endStop(found.field)
        return FormUpdate(effects: [moveFocus(to: spec.identity[0])], handled: true)
    }

    /// The duplicate to write in the line being saved, if it was kept with a reason.
    var duplicateKept: EntryDuplicate? {
        guard let duplicate, let reason = duplicate.reason else { return nil }
        return EntryDuplicate(of: duplicate.holder.version, reason: reason)
    }
}

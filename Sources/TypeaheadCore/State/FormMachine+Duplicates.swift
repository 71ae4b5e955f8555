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
        if keptDuplicate?.of == holder.version { return nil }
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
        // TRANSLATORS: once the keyer asked to save an entry whose identity another has: %1$s the identity ("Household 12").
        let asked = words.translated("Why is %1$s saved again? Type the reason and press Return, or Escape to change it.", identity)
        reasonPrompt = ReasonPrompt(subject: .duplicate(holder), field: field, message: message, askedMessage: asked)
        fields[field].stop = FieldStop()
        return [.ringBell]
    }

    /// Show the Saved Entry: the question is put away (as Escape would),
    /// the entry typed stays, and the list shows the entries of this
    /// identity, where Return corrects the saved one.
    mutating func showDuplicate() -> FormUpdate {
        guard let prompt = reasonPrompt, case .duplicate = prompt.subject else { return FormUpdate() }
        let search = spec.identity.map { ruled.values[$0] }.joined(separator: " ")
        var update = leaveReason()
        update.effects.append(.showEntries(search: search))
        return update
    }
}

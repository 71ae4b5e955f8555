import Foundation
import TypeaheadEngine
import TypeaheadStorage

/// The keyer's reasons (issue 52), for a duplicate or an override: asked
/// with Alt+A (or a second Return on a warning), typed in the banner (or
/// in the field before the banner's entry has the keyboard), given with
/// Return; Escape leaves the value to be changed.
extension FormMachine {
    /// Alt+A: the banner's entry asks for the reason.
    mutating func askReason() -> FormUpdate {
        guard reasonPrompt != nil else { return FormUpdate() }
        reasonPrompt?.reasonAsked = true
        return FormUpdate(handled: true)
    }

    /// Whether keys typed in `field` are the reason's: it was asked there,
    /// and the banner's entry has not the keyboard yet.
    public func takesReason(inField field: Int) -> Bool {
        reasonPrompt.map { $0.reasonAsked && $0.field == field } ?? false
    }

    /// A key typed in the field after the reason was asked.
    mutating func editReason(_ edit: TextEdit) -> FormUpdate {
        guard var prompt = reasonPrompt, prompt.reasonAsked else { return FormUpdate() }
        switch edit {
        case .insert(let text): prompt.typedReason += text
        case .backspace: prompt.typedReason = String(prompt.typedReason.dropLast())
        default: break
        }
        reasonPrompt = prompt
        return FormUpdate(handled: true)
    }

    /// Return on the reason: a duplicate is saved, an override kept and
    /// the keyer moves on. An empty reason is no reason: the bell rings.
    /// A number is the form's reason of that number (`overrideReasons`).
    mutating func giveReason(_ typed: String) -> FormUpdate {
        guard let prompt = reasonPrompt, prompt.reasonAsked else { return FormUpdate() }
        var reason = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        if case .keyer(let remembered) = prompt.subject { return nameKeyer(reason.isEmpty ? remembered : reason, prompt) }
        if let number = Int(reason), spec.overrideReasons.indices.contains(number - 1) { reason = spec.overrideReasons[number - 1] }
        guard !reason.isEmpty else { return FormUpdate(effects: [.ringBell], handled: true) }
        reasonPrompt = nil
        endStop(prompt.field)
        switch prompt.subject {
        case .duplicate(let holder):
            keptDuplicate = EntryDuplicate(of: holder.version, reason: reason)
            return FormUpdate(effects: trySave(), handled: true)
        case .override(let value):
            fields[prompt.field].overridden = FieldOverride(value: value, reason: reason)
            return moveOn(from: prompt.field)
        case .keyer:
            return FormUpdate() // named above
        case .change:
            changeReason = reason
            return FormUpdate(effects: trySave(), handled: true)
        }
    }

    /// Escape in the banner or the field: no reason; the keyer changes the
    /// value (a duplicate's identity, from its first field).
    mutating func leaveReason() -> FormUpdate {
        guard let prompt = reasonPrompt else { return FormUpdate() }
        // Who keys is asked once: Escape keeps the name last given.
        if case .keyer(let remembered) = prompt.subject { return nameKeyer(remembered, prompt) }
        reasonPrompt = nil
        endStop(prompt.field)
        fields[prompt.field].warnedValue = nil
        guard case .duplicate = prompt.subject else { return FormUpdate(effects: [moveFocus(to: prompt.field)], handled: true) }
        return FormUpdate(effects: [moveFocus(to: spec.identity[0])], handled: true)
    }

    /// The name of the banner's entry, as a screen reader says it.
    func reasonLabel(_ prompt: ReasonPrompt) -> String {
        // TRANSLATORS: the accessible name of the banner's entry where a keyer types who they are.
        if case .keyer = prompt.subject { return words.translated("Keyer's name or number") }
        // TRANSLATORS: the accessible name of the banner's entry where a keyer types why a duplicate is saved, a value kept or an entry corrected.
        return words.translated("Reason")
    }

    /// What the banner offers while the reason is not asked yet.
    var reasonActions: [BannerAction] {
        guard let prompt = reasonPrompt, !prompt.reasonAsked else { return [] }
        if case .duplicate = prompt.subject { return [.showDuplicate, .saveAnyway] }
        return [.keepValue]
    }

    /// A form that asks who keys (`askKeyer`), as its window opens: the
    /// banner's entry holds the name last given here, and Return keeps it.
    mutating func askKeyer(remembered: String) -> FormUpdate {
        guard spec.asksKeyer, reasonPrompt == nil else { return FormUpdate() }
        let field = focused ?? fieldToFocus
        // TRANSLATORS: asked as a form's window opens, in a room where clerks share machines.
        let message = words.translated("Who is keying? Type your name or number and press Return: it is saved with each entry.")
        reasonPrompt = ReasonPrompt(subject: .keyer(remembered: remembered), field: field, message: message, askedMessage: message,
                                    reasonAsked: true)
        fields[field].stop = FieldStop()
        return FormUpdate(handled: true)
    }

    private mutating func nameKeyer(_ name: String, _ prompt: ReasonPrompt) -> FormUpdate {
        reasonPrompt = nil
        endStop(prompt.field)
        keyer = name
        namedKeyer = name
        return FormUpdate(effects: [.keepKeyer(name), moveFocus(to: prompt.field, showingErrors: false)], handled: true)
    }
}

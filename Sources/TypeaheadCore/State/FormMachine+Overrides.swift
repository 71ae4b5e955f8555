import TypeaheadEngine
import TypeaheadStorage

/// Checks a keyer may override with a reason (issue 52): a field's
/// `warning` questions a value rather than refusing it. Attentive, Return
/// shows the message and a second Return asks the reason; heads-down, the
/// field stops (keys typed on are held) and Alt+A asks it. A form with
/// `"overrides": false` refuses such a value as a constraint does.
extension FormMachine {
    /// Whether `field`'s value fails its warning and was not kept with a reason.
    func questionedValue(_ field: Int, in ruled: RuledValues) -> Bool {
        guard isKeyed(field, in: ruled), rules.failsWarning(field, in: ruled) else { return false }
        return fields[field].overridden?.value != fields[field].text
    }

    /// The form's `warningMessage`, else a message of its own.
    private func warningMessage(_ field: Int) -> String {
        // TRANSLATORS: %1$s is the field's label; a check the keyer may override (its 'warning') questions the value, and the form says no more.
        spec.fields[field].warningMessage ?? words.translated("%1$s is unusual: check it", spec.fields[field].label)
    }

    /// What the field says of a value its warning questions.
    func warningError(_ field: Int) -> String {
        let message = warningMessage(field)
        guard spec.overridesAllowed else { return message }
        // TRANSLATORS: %1$s is what a field's warning says of a value (its message); then how to keep the value anyway.
        return words.translated("%1$s Press Return again to keep it, with a reason.", message)
    }

    /// Return, attentive, on a value its warning questions: the first
    /// warns (the bell); the second asks the reason.
    mutating func warns(_ field: Int) -> FormUpdate? {
        guard questionedValue(field, in: ruled) else { return nil }
        fields[field].showsError = true
        guard spec.overridesAllowed else { return FormUpdate(effects: [.ringBell], handled: true) }
        guard fields[field].warnedValue == fields[field].text else {
            fields[field].warnedValue = fields[field].text
            return FormUpdate(effects: [.ringBell], handled: true)
        }
        askOverrideReason(field, asked: true)
        return FormUpdate(handled: true)
    }

    /// Return, heads-down, on a value its warning questions: the field
    /// stops, and the keys typed on are held until Escape or Alt+A.
    mutating func stopsForWarning(_ field: Int) -> FormUpdate? {
        guard questionedValue(field, in: ruled) else { return nil }
        fields[field].showsError = true
        guard spec.overridesAllowed else { return stopHere(field) }
        askOverrideReason(field, asked: false)
        return FormUpdate(effects: [.ringBell], handled: true)
    }

    private mutating func askOverrideReason(_ field: Int, asked: Bool) {
        let label = spec.fields[field].label, value = fields[field].text
        // TRANSLATORS: a value a field's warning questions, heads-down: %1$s the field's label, %2$s the value, %3$s the warning's message.
        let message = words.translated("%1$s %2$s: %3$s Press Escape to change it, or Alt+A to keep it, with a reason.", label, value,
                                       warningMessage(field))
        let reasons = spec.overrideReasons.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
        let askedMessage = reasons.isEmpty
            // TRANSLATORS: the keyer keeps a value a field's warning questions: %1$s the field's label, %2$s the value.
            ? words.translated("Why keep %1$s %2$s? Type the reason and press Return, or Escape to change it.", label, value)
            // TRANSLATORS: as above, with the form's reasons: %3$s each with its number ("1 Confirmed with the respondent, 2 As on paper").
            : words.translated("Why keep %1$s %2$s? Type the reason, or its number (%3$s), and press Return, or Escape to change it.",
                               label, value, reasons)
        reasonPrompt = ReasonPrompt(subject: .override(value: value), field: field, message: message, askedMessage: askedMessage,
                                    reasonAsked: asked)
        fields[field].stop = FieldStop()
    }
}

import Foundation
import TypeaheadStorage
import TypeaheadForms

/// The form's rules at work (`FormRules`): which fields are asked, what is
/// calculated, what is required, what a value must meet.
extension FormMachine {
    /// The fields as the rules see them now: what is asked, and the values
    /// expressions read and a save keeps.
    var ruled: RuledValues {
        guard !rules.isEmpty else { return freshlyRuled }
        let now = clock(), moment = clockTexts(at: now)
        let inputs = [RulingInput(text: moment.today), RulingInput(text: moment.now)] + fields.indices.map { index in
            // The time of `end` moves on every call; what the rules read of
            // it on screen may lag, what is saved is valued afresh.
            let auto = spec.fields[index].auto
            let text = auto == .end ? "" : auto.map { autoText($0, of: index, at: now) } ?? fields[index].text
            return RulingInput(text: text, record: fields[index].record)
        }
        return memos.ruled.value(for: inputs) { freshlyRuled }
    }

    /// The fields valued now, never from the memo: what a save keeps.
    var freshlyRuled: RuledValues {
        let moment = clockTexts(at: clock())
        return rules.values(of: fields.indices.map(typedText), today: moment.today, now: moment.now)
    }

    /// What today() and now() give at this moment: the day, and the day and
    /// minute, in the person's time zone.
    func clockTexts(at moment: Date) -> (today: String, now: String) {
        let parts = conventions.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: moment)
        let today = CalendarDate(year: parts.year ?? 1, month: parts.month ?? 1, day: parts.day ?? 1)?.iso ?? ""
        return (today, today + "T" + (parts.hour ?? 0).zeroPadded(to: 2) + ":" + (parts.minute ?? 0).zeroPadded(to: 2))
    }

    /// A typed field's text as it is saved and compared ("3.5" for "3,5",
    /// "1990-05-17" for "17051990"); as typed when it is no value of its type.
    func typedText(_ field: Int) -> String {
        if let auto = spec.fields[field].auto { return autoText(auto, of: field, at: clock()) }
        let options = spec.fields[field].options
        if spec.fields[field].type == .choices {
            // Several options: their values, space-separated, as XPath reads them.
            guard case .options(let chosen) = ChoiceMatcher.many(fields[field].text, in: options) else { return fields[field].text }
            return chosen.map { options[$0].value }.joined(separator: " ")
        }
        if !options.isEmpty {
            // A choice is its option's value, as ODK saves it.
            let chosen = fields[field].record ?? ChoiceMatcher.exact(fields[field].text, in: options).first
            return chosen.map { options[$0].value } ?? fields[field].text
        }
        guard spec.fields[field].type != .text, case .value(let value) = reading(of: field) else { return fields[field].text }
        return value
    }

    /// A date typed the locale's way or as digits shows as it is saved
    /// once the keyer leaves it, so they see the day it was read as.
    mutating func showTypedDate(_ field: Int) {
        guard !rules.isCalculated(field) else { return }
        let shown: String
        switch spec.fields[field].type {
        case .date, .time: shown = typedText(field)
        case .datetime:
            // Shown as the keyer reads it, with a space: "1990-05-17 14:30".
            shown = typedText(field).replacingOccurrences(of: "T", with: " ")
        case .choices:
            // "1 3" is shown as the options' labels, "Apple, Cherry", which read back the same.
            let options = spec.fields[field].options
            guard case .options(let chosen) = ChoiceMatcher.many(fields[field].text, in: options), !chosen.isEmpty else { return }
            shown = chosen.map { options[$0].label }.joined(separator: ", ")
        default: return
        }
        if shown != fields[field].text { fields[field].text = shown }
    }

    /// Whether the keyer keys `field` now: it is asked, and neither
    /// calculated nor read-only. Return, Tab and a save's search for the
    /// first error pass over the others.
    func isKeyed(_ field: Int, in ruled: RuledValues) -> Bool {
        ruled.relevant[field] && !rules.isCalculated(field) && !spec.fields[field].readOnly && spec.fields[field].auto == nil
    }

    /// A value the form fills in (`AutoValue`), as at `now`: what is saved,
    /// and what expressions read.
    func autoText(_ auto: AutoValue, of field: Int, at now: Date) -> String {
        switch auto {
        case .today: return clockTexts(at: now).today
        case .start: return EntryTimestamp.text(entryStarted ?? now)
        case .end: return EntryTimestamp.text(now)
        case .login: return keyer
        // Given when the entry starts (`defaultShown`), and kept as the field's text.
        case .counter: return fields[field].text
        }
    }

    /// Whether `field` must hold a value now: its `required` expression,
    /// else its flag.
    func isRequired(_ field: Int, in ruled: RuledValues) -> Bool {
        rules.isRequired(field, in: ruled) ?? spec.fields[field].required
    }

    /// Each calculated field shows what its calculation gives now (and the
    /// draft keeps it), recomputed after every event.
    mutating func showCalculatedValues() {
        guard !rules.isEmpty else { return }
        let ruled = ruled
        for index in fields.indices where rules.isCalculated(index) && fields[index].text != ruled.values[index] {
            fields[index].text = ruled.values[index]
        }
    }

    /// The field's error, or nil; a field not keyed has none (the keyer
    /// could not mend it). `known`: whether the text is a value of the
    /// source (nil while that is not known yet); `blocking`: whether
    /// telling namesakes apart may wait for an index.
    func error(of field: Int, in ruled: RuledValues, known: @autoclosure () -> Bool, blocking: Bool) -> String? {
        guard isKeyed(field, in: ruled) else { return nil }
        let error = FieldValidator.error(for: spec.fields[field], text: fields[field].text, isRequired: isRequired(field, in: ruled),
                                         isKnownValue: known(), isAmbiguous: isAmbiguousStrictValue(field, blocking: blocking),
                                         unknownMessage: unknownValueMessage(field),
                                         typeError: typeError(of: field),
                                         breaksConstraint: rules.breaksConstraint(field, in: ruled), words: words)
        return error ?? (questionedValue(field, in: ruled) ? warningError(field) : nil)
    }

    /// Whether Return must stay in `field`: its value is not of its type,
    /// is outside its bounds, or breaks its constraint.
    func refusesValue(_ field: Int) -> Bool {
        let ruled = ruled
        guard isKeyed(field, in: ruled) else { return false }
        return typeError(of: field) != nil || rules.breaksConstraint(field, in: ruled)
    }

    func typeError(of field: Int) -> String? {
        let options = spec.fields[field].options
        if spec.fields[field].type == .choices {
            let many = ChoiceMatcher.many(fields[field].text, in: options)
            if case .options(let chosen) = many, let offered = offeredOptions(field), let first = chosen.first(where: { !offered.contains($0) }) {
                return notOffered(options[first].label)
            }
            return many.error(words: words)
        }
        if spec.fields[field].choosesOne, let offered = offeredOptions(field),
           let chosen = fields[field].record ?? ChoiceMatcher.exact(fields[field].text, in: options).first, !offered.contains(chosen) {
            return notOffered(options[chosen].label)
        }
        guard spec.fields[field].type != .text else { return nil }
        return TypedText.error(of: reading(of: field), in: spec.fields[field], conventions: conventions, words: words)
    }

    /// What the field's type makes of its text, read once for each text.
    func reading(of field: Int) -> TypedReading {
        let text = fields[field].text
        return memos.readings[field].value(for: text) { TypedText.read(text, as: spec.fields[field].type, conventions: conventions) }
    }
}

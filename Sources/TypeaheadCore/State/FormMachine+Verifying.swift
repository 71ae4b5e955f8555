import TypeaheadEngine
import TypeaheadStorage

/// Verification by a second keyer (issue 52), as CSPro's blind double
/// keying: each entry opens with its identity fields shown and the rest
/// empty; the verifier keys them from the paper. A Return (or the save)
/// that meets a value differing from the first keying stops the field,
/// holds the keys typed on, and shows both: Alt+1 keeps the first (the
/// verifier mistyped), Alt+2 keeps the verifier's (the keyer's error),
/// Escape lets the verifier type it again. The save is a line that
/// supersedes and verifies the version, with each difference's outcome.
extension FormMachine {
    /// Opens the first of `targets` in the form; none: a toast says so.
    mutating func beginVerifying(_ targets: [VerificationTarget]) -> FormUpdate {
        guard verification == nil, correction == nil else { return FormUpdate() }
        guard !targets.isEmpty else {
            // TRANSLATORS: Verify Entries found every saved entry verified already (or none saved).
            toast = Toast(text: words.translated("No entries to verify"))
            return FormUpdate()
        }
        verification = Verification(targets, formBefore: closedSnapshot)
        return openForVerifying(targets[0])
    }

    /// The entry in the form: its identity shown, every other field empty.
    mutating func openForVerifying(_ target: VerificationTarget) -> FormUpdate {
        tally = KeyingTally()
        fields = fields.map { $0.replaced(by: FieldModel()) }
        let shown = Set(spec.identity.isEmpty ? [0] : spec.identity)
        let ids = shown.map { spec.fields[$0].id }
        showValues(Draft(values: target.values.values.filter { ids.contains($0.key) },
                         records: target.values.records.filter { ids.contains($0.key) }))
        fillDefaults()
        undoSnapshot = nil
        verification?.shown = shown
        correction = Correction(supersedes: target.version, formBefore: verification?.formBefore ?? closedSnapshot)
        wordVerificationBanner()
        return FormUpdate(effects: [moveFocus(to: firstFieldToKey, showingErrors: false)], handled: true)
    }

    /// The first keying's value of `field`, as it was saved.
    func firstKeying(_ field: Int) -> String {
        verification?.target.values.values[spec.fields[field].id] ?? ""
    }

    /// The key of the record the first keying took in `field`, if any.
    func firstRecordKey(_ field: Int) -> String? {
        verification?.target.values.records[spec.fields[field].id]
    }

    /// What is compared: the value saved and, where the first keying took
    /// a record, the record (a namesake picked is a different value).
    func keyedValue(_ field: Int, in ruled: RuledValues) -> String {
        firstRecordKey(field) == nil ? ruled.values[field] : ruled.values[field] + "\u{1F}" + (recordKey(field) ?? "")
    }

    private func firstKeyedValue(_ field: Int) -> String {
        firstRecordKey(field).map { firstKeying(field) + "\u{1F}" + $0 } ?? firstKeying(field)
    }

    /// Whether `field`, keyed again, differs from the first keying and the
    /// verifier has not kept their own value.
    func disagrees(_ field: Int, in ruled: RuledValues) -> Bool {
        guard let verification, !verification.shown.contains(field), isKeyed(field, in: ruled) else { return false }
        let value = keyedValue(field, in: ruled)
        return value != firstKeyedValue(field) && verification.keptOwn[field] != value
    }

    /// Return on a value that differs from the first keying: the field
    /// stops, the bell rings, and both values are shown.
    mutating func stopsForDisagreement(_ field: Int) -> FormUpdate? {
        guard disagrees(field, in: ruled) else { return nil }
        markDisagreement(field)
        return stopHere(field)
    }

    /// `field` differs, and waits for the verifier's answer.
    private mutating func markDisagreement(_ field: Int) {
        verification?.disagreed.insert(field)
        verification?.disagreement = field
        wordVerificationBanner()
    }

    /// At the save: the first field still differing, stopped as at its Return.
    mutating func stopsAtDisagreement(_ ruled: RuledValues) -> [FormEffect]? {
        guard let field = fields.indices.first(where: { disagrees($0, in: ruled) }) else { return nil }
        markDisagreement(field)
        fields[field].stop = FieldStop()
        return [moveFocus(to: field), .ringBell]
    }

    /// Alt+1 (`first`) or Alt+2 at a disagreement: keep the first keying's
    /// value (the verifier's error) or the verifier's (the keyer's), and go on.
    mutating func keepKeying(first: Bool) -> FormUpdate {
        guard let field = verification?.disagreement else { return FormUpdate() }
        let id = spec.fields[field].id
        if first, let source = spec.fields[field].source, let key = firstRecordKey(field),
           let record = lookup.record(withKey: key, in: source) {
            // Taken as a row is: what it fills follows it (a city's country).
            accept(Suggestion(record: record, key: key, text: firstKeying(field), detail: nil, tier: .exact, matchedRanges: []), in: field)
        } else if first, let target = verification?.target {
            fields[field] = fields[field].replaced(by: FieldModel())
            showValues(Draft(values: [id: firstKeying(field)], records: target.values.records.filter { $0.key == id }))
        } else {
            let own = keyedValue(field, in: ruled)
            verification?.keptOwn[field] = own
        }
        verification?.disagreement = nil
        wordVerificationBanner()
        endStop(field)
        return moveOn(from: field)
    }

    /// Escape at a disagreement: the verifier types the value again.
    mutating func leaveDisagreement(_ field: Int) {
        guard verification?.disagreement == field else { return }
        verification?.disagreement = nil
        wordVerificationBanner()
    }

    /// Each field where the keyings differed: who was wrong, by the value saved.
    func verificationOutcomes(_ ruled: RuledValues) -> EntryVerification? {
        guard let verification else { return nil }
        let outcomes: [(id: String, outcome: EntryVerification.Outcome)] = fields.indices.compactMap { field in
            guard !verification.shown.contains(field) else { return nil }
            if keyedValue(field, in: ruled) != firstKeyedValue(field) { return (spec.fields[field].id, .keyer) }
            return verification.disagreed.contains(field) ? (spec.fields[field].id, .verifier) : nil
        }
        return EntryVerification(keyer: verification.target.keyer, keys: verification.target.keys, outcomes: outcomes)
    }

    /// The verification is written: the next entry opens, or, after the
    /// last, the form comes back as it was.
    mutating func verificationSaved() -> FormUpdate {
        guard var verification else { return FormUpdate() }
        verification.done += 1
        if let next = verification.next() {
            self.verification = verification
            correction = nil
            // TRANSLATORS: a verification was saved; %1$d entries verified so far of %2$d.
            toast = Toast(text: words.translated("Entry verified (%1$d of %2$d)", verification.done, verification.total))
            return openForVerifying(next)
        }
        self.verification = nil
        var update = cancelCorrection()
        // TRANSLATORS: the last entry to verify was saved; %1$d entries were verified.
        toast = Toast(text: words.translatedPlural("%1$d entry verified", "%1$d entries verified",
                                                   count: verification.done, verification.done))
        update.effects.append(.correctionSaved)
        return update
    }

    /// Ctrl+E while verifying: the entry open is left unverified, and so
    /// are those after it.
    mutating func leaveVerifying() -> FormUpdate {
        guard let verification else { return FormUpdate() }
        self.verification = nil
        var update = cancelCorrection()
        // TRANSLATORS: the verifier left verifying; %1$d entries were verified of %2$d.
        toast = Toast(text: words.translated("Verifying left: %1$d of %2$d verified", verification.done, verification.total))
        update.handled = true
        return update
    }

    /// What the banner says while verifying: which entry, whose, and, at a
    /// disagreement, both values and the keys that answer it.
    var verificationBanner: String? {
        verification?.banner
    }

    /// Worded once for each entry and disagreement, not at each drawing.
    mutating func wordVerificationBanner() {
        let banner = wordedVerificationBanner
        verification?.banner = banner
    }

    private var wordedVerificationBanner: String? {
        guard let verification else { return nil }
        let number = verification.done + 1, total = verification.total
        guard let field = verification.disagreement else {
            let keyer = verification.target.keyer
            return keyer.isEmpty
                // TRANSLATORS: the banner while verifying: %1$d the entry's place among %2$d to verify.
                ? words.translated("Verifying entry %1$d of %2$d: key it from the paper. Ctrl+E stops verifying.", number, total)
                // TRANSLATORS: as above; %3$s who keyed the entry first.
                : words.translated("Verifying entry %1$d of %2$d, keyed by %3$s: key it from the paper. Ctrl+E stops verifying.",
                                   number, total, keyer)
        }
        // TRANSLATORS: a verifier's value differs from the first keying: %1$s the field's label, %2$s the first keying's value, %3$s the verifier's; Alt+1 and Alt+2 are the keys in every language.
        var first = firstKeying(field), now = fields[field].text
        // The same name, another record: each told by its detail ("Hamilton (New Zealand)").
        if first == now, let source = spec.fields[field].source {
            let firstRecord = firstRecordKey(field).flatMap { lookup.record(withKey: $0, in: source) }
            if let detail = firstRecord.flatMap({ lookup.detail(of: $0, in: source) }) { first += " (\(detail))" }
            if let detail = fields[field].record.flatMap({ lookup.detail(of: $0, in: source) }) { now += " (\(detail))" }
        }
        return words.translated("%1$s differs: keyed first as “%2$s”, now “%3$s”. Alt+1 keeps the first, Alt+2 keeps yours, Escape to type it again.",
                                spec.fields[field].label, first, now)
    }

    /// The banner's buttons at a disagreement.
    var verificationActions: [BannerAction] {
        verification?.disagreement == nil ? [] : [.keepFirst, .keepMine]
    }
}

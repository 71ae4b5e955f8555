import Foundation

/// The form's behaviour: events in, effects out, and a `FormViewState` to
/// draw. It decides what the list shows, what Return does, which fields a
/// chosen record fills, what is invalid and what is saved.
public struct FormMachine: Sendable {
    public let spec: FormSpec
    private let sources: [String: DataSource]
    private var fields: [FieldModel]
    private var focused: Int?
    private var toast: String?
    private var banner: String?
    /// The fields as they were before the last suggestion was taken or the
    /// form cleared: what Ctrl+Z brings back, until the next edit.
    private var undoSnapshot: (fields: [FieldModel], focus: Int?)?
    /// The draft last stored, to store only changes.
    private var storedDraft: Draft?
    /// Records chosen in earlier entries, which rank first next time.
    public private(set) var history = ChoiceHistory()
    private let clock: @Sendable () -> Date

    public init(form: LoadedForm, history: ChoiceHistory = ChoiceHistory(), clock: @escaping @Sendable () -> Date = Date.init) {
        self.history = history
        spec = form.spec
        sources = form.sources
        fields = Array(repeating: FieldModel(), count: form.spec.fields.count)
        self.clock = clock
    }

    // MARK: Events

    /// Handles one event; when the values or chosen records changed, the
    /// update also stores the draft (or drops it once the form is empty).
    @discardableResult
    public mutating func handle(_ event: FormEvent) -> FormUpdate {
        var update = handleEvent(event)
        let draft = currentDraft
        let wanted = draft.isEmpty ? nil : draft
        if wanted != storedDraft {
            storedDraft = wanted
            update.effects.append(.storeDraft(wanted))
        }
        return update
    }

    /// The values and chosen records now.
    public var currentDraft: Draft {
        var values: [String: String] = [:], records: [String: String] = [:]
        for (index, field) in spec.fields.enumerated() {
            values[field.id] = fields[index].text
            if let record = fields[index].record, let source = field.source.flatMap({ sources[$0] }) {
                records[field.id] = source.key(of: record)
            }
        }
        return Draft(values: values, records: records)
    }

    /// Puts a stored draft back: its values, and the records whose keys
    /// still exist.
    public mutating func restore(_ draft: Draft) {
        for (index, field) in spec.fields.enumerated() {
            guard let text = draft.values[field.id] else { continue }
            fields[index].text = text
            if let key = draft.records[field.id], let source = field.source.flatMap({ sources[$0] }),
               let record = source.record(withKey: key) {
                fields[index].record = record
                fields[index].filledFromRecord = spec.fields.indices.contains {
                    $0 < index && spec.fields[$0].recordGroup == field.recordGroup && draft.records[spec.fields[$0].id] == key
                }
            }
        }
        storedDraft = draft.isEmpty ? nil : draft
        toast = draft.isEmpty ? nil : "Restored the entry you had not saved"
    }

    private mutating func handleEvent(_ event: FormEvent) -> FormUpdate {
        switch event {
        case .focusEntered(let field):
            focused = field
            return FormUpdate()
        case .focusLeft(let field):
            closeList(field)
            fields[field].showsError = true
            if focused == field { focused = nil }
            return FormUpdate()
        case .textEdited(let field, let text):
            return textEdited(field, text)
        case .key(let field, let key):
            return keyPressed(field, key)
        case .rowClicked(let field, let row):
            guard fields[field].suggestions.indices.contains(row) else { return FormUpdate() }
            accept(fields[field].suggestions[row], in: field)
            return FormUpdate(handled: true)
        case .rowHovered(let field, let row):
            guard fields[field].isListOpen, fields[field].suggestions.indices.contains(row) else { return FormUpdate() }
            if row != 0 { fields[field].completion = nil }
            fields[field].highlighted = row
            return FormUpdate()
        case .didYouMeanTaken(let field):
            guard let suggestion = fields[field].didYouMean else { return FormUpdate() }
            accept(suggestion, in: field)
            return FormUpdate()
        case .listDismissed(let field):
            closeList(field)
            return FormUpdate()
        case .suggestionsArrived(let field, let generation, let suggestions):
            guard generation == fields[field].generation else { return FormUpdate() } // a late answer
            suggestionsArrived(field, suggestions)
            return FormUpdate()
        case .answerOverdue(let field, let generation):
            guard generation == fields[field].generation, fields[field].isAwaiting else { return FormUpdate() }
            fields[field].isLoading = true
            fields[field].isListOpen = focused == field
            return FormUpdate()
        case .saveSucceeded(let number, let destination):
            // The records just saved rank first next time.
            for (index, field) in spec.fields.enumerated() where !fields[index].filledFromRecord {
                if let record = fields[index].record, let source = field.source.flatMap({ sources[$0] }) {
                    history.record(source.key(of: record), for: field.id)
                }
            }
            // Sticky fields keep their value for the next entry.
            fields = spec.fields.indices.map { index in
                spec.fields[index].sticky ? FieldModel(text: fields[index].text, record: fields[index].record) : FieldModel()
            }
            undoSnapshot = nil
            banner = nil
            toast = "Saved entry \(number) to \(destination)"
            return FormUpdate(effects: [.storeHistory(history), .moveFocus(field: 0)])
        case .saveFailed(let message):
            banner = message
            return FormUpdate()
        }
    }

    /// How long an answer may take before the list shows a spinner.
    public static let spinnerDelay = Duration.milliseconds(150)

    private mutating func textEdited(_ field: Int, _ text: String) -> FormUpdate {
        let model = fields[field]
        guard text != model.text else {
            // Backspace on a selected completion deletes just the completion.
            fields[field].completion = nil
            fields[field].mayComplete = false
            if model.completion != nil { fields[field].highlighted = nil }
            return FormUpdate()
        }
        toast = nil
        undoSnapshot = nil
        dropRecord(editedIn: field)
        fields[field].didYouMean = nil
        fields[field].text = text
        fields[field].mayComplete = text.count > model.text.count && text.hasPrefix(model.text)
        // Typing the next letters of a completion keeps the rest of it.
        let completed = model.text + (model.completion ?? "")
        if model.completion != nil, fields[field].mayComplete, completed.count > text.count,
           TextFolding.fold(String(completed.prefix(text.count))) == TextFolding.fold(text) {
            fields[field].completion = String(completed.dropFirst(text.count))
        } else {
            fields[field].completion = nil
            fields[field].highlighted = nil
        }
        let spec = spec.fields[field]
        guard spec.source != nil, text.count >= max(spec.minChars, 1) else {
            fields[field].generation += 1
            fields[field].isAwaiting = false
            fields[field].isLoading = false
            fields[field].suggestions = []
            closeList(field)
            return FormUpdate()
        }
        return request(field, query: text)
    }

    /// Asks for suggestions; the rows shown stay until the answer replaces
    /// them, so a fast answer never flashes an empty list or a spinner.
    private mutating func request(_ field: Int, query: String) -> FormUpdate {
        fields[field].generation += 1
        fields[field].isAwaiting = true
        return FormUpdate(effects: [.requestSuggestions(field: field, generation: fields[field].generation, query: query,
                                                        narrowing: narrowing(of: field),
                                                        preferred: history.keys(for: spec.fields[field].id))])
    }

    /// The `column = value` constraints of a field's `narrow`: each names a
    /// field whose value counts once it came from a record.
    private func narrowing(of field: Int) -> [String: String] {
        var constraints: [String: String] = [:]
        for (column, otherID) in spec.fields[field].narrow {
            guard let other = spec.fields.firstIndex(where: { $0.id == otherID }), fields[other].record != nil else { continue }
            constraints[column] = fields[other].text
        }
        return constraints
    }

    private mutating func suggestionsArrived(_ field: Int, _ suggestions: [Suggestion]) {
        var model = fields[field]
        model.suggestions = suggestions
        model.isAwaiting = false
        model.isLoading = false
        model.isListOpen = focused == field
        model.completion = nil
        model.highlighted = nil
        // The top row completes the text inline when it begins with it. A
        // text that already equals several values is left for the person to
        // pick from, not completed to the first.
        if model.mayComplete, let top = suggestions.first, top.tier <= .prefix,
           let match = top.matchedRanges.first, match.lowerBound == 0 {
            let rest = String(top.text.dropFirst(match.upperBound))
            let ambiguous = rest.isEmpty && suggestions.count > 1 && suggestions[1].tier == .exact
            if !ambiguous {
                model.highlighted = 0
                model.completion = rest.isEmpty ? nil : rest
            }
        }
        fields[field] = model
    }

    private mutating func closeList(_ field: Int) {
        fields[field].isListOpen = false
        fields[field].highlighted = nil
        fields[field].completion = nil
    }

    private mutating func keyPressed(_ field: Int, _ key: FieldKey) -> FormUpdate {
        var model = fields[field]
        let count = model.suggestions.count
        let page = max(spec.fields[field].maxRows, 1)
        switch key {
        case .down:
            guard count > 0 else { return FormUpdate() }
            model.completion = nil
            if !model.isListOpen {
                model.isListOpen = true
            } else {
                model.highlighted = model.highlighted.map { $0 + 1 < count ? $0 + 1 : nil } ?? 0
            }
        case .up:
            guard model.isListOpen, count > 0 else { return FormUpdate() }
            model.completion = nil
            model.highlighted = model.highlighted.map { $0 > 0 ? $0 - 1 : nil } ?? count - 1
        case .pageDown:
            guard model.isListOpen, count > 0 else { return FormUpdate() }
            model.completion = nil
            model.highlighted = min((model.highlighted ?? -1) + page, count - 1)
        case .pageUp:
            guard model.isListOpen, count > 0 else { return FormUpdate() }
            model.completion = nil
            model.highlighted = max((model.highlighted ?? count) - page, 0)
        case .openList:
            // Always asked afresh: what narrows the field may have changed.
            guard spec.fields[field].source != nil else { return FormUpdate() }
            fields[field].mayComplete = false
            var update = request(field, query: model.text)
            update.handled = true
            return update
        case .escape:
            guard model.isListOpen || model.isAwaiting else { return FormUpdate() }
            model.isListOpen = false
            model.highlighted = nil
            model.completion = nil
            // An answer still on its way must not reopen the list.
            model.generation += 1
            model.isAwaiting = false
            model.isLoading = false
        case .tab:
            closeList(field) // Tab keeps only what was typed
            return FormUpdate(handled: false)
        case .enter:
            return enter(field)
        case .save:
            commit(field)
            return FormUpdate(effects: trySave(), handled: true)
        case .undo:
            guard let snapshot = undoSnapshot else { return FormUpdate() } // the entry's own undo
            fields = snapshot.fields
            undoSnapshot = nil
            toast = nil
            return FormUpdate(effects: snapshot.focus.map { [.moveFocus(field: $0)] } ?? [], handled: true)
        case .clear:
            undoSnapshot = (fields, focused)
            fields = fields.map { FieldModel(generation: $0.generation + 1) }
            toast = "Form cleared. Press Ctrl+Z to undo."
            return FormUpdate(effects: [.moveFocus(field: 0)], handled: true)
        }
        fields[field] = model
        return FormUpdate(handled: true)
    }

    /// Return: accept the highlighted row or keep the typed text, then move on
    /// (or save, on the last field).
    private mutating func enter(_ field: Int) -> FormUpdate {
        // A second Return on an unknown value takes what "Did you mean" offered.
        if let offered = fields[field].didYouMean, !fields[field].isListOpen || fields[field].highlighted == nil {
            accept(offered, in: field)
        } else {
            commit(field)
        }
        if isUnknownStrictValue(field) {
            offerClosestValue(field)
            return FormUpdate(handled: true) // stay until the value is one of the source's
        }
        if field + 1 < fields.count {
            return FormUpdate(effects: [.moveFocus(field: field + 1)], handled: true)
        }
        return FormUpdate(effects: trySave(), handled: true)
    }

    /// For a strict field's unknown value: the best suggestion for it (a
    /// typo-tolerant match when nothing better), looked up at once; the
    /// engine answers in well under a millisecond.
    private mutating func offerClosestValue(_ field: Int) {
        let text = fields[field].text
        fields[field].didYouMean = Self.suggestions(for: spec.fields[field], query: text, narrowing: narrowing(of: field),
                                                    preferred: history.keys(for: spec.fields[field].id), in: sources).first
    }

    /// What Return does to a field before moving on: take the highlighted
    /// row, or keep the typed text (taking its record if it is exactly one).
    private mutating func commit(_ field: Int) {
        let model = fields[field]
        if model.isListOpen, let row = model.highlighted, model.suggestions.indices.contains(row) {
            accept(model.suggestions[row], in: field)
        } else {
            commitTypedText(field)
        }
        closeList(field)
        fields[field].showsError = true
    }

    /// Records whose value equals the field's text, ignoring case and accents.
    private func exactRecords(_ field: Int, blocking: Bool = true) -> [Int] {
        let fieldSpec = spec.fields[field]
        guard let name = fieldSpec.source, let source = sources[name], let column = fieldSpec.column,
              !fields[field].text.isEmpty, blocking || source.isIndexed(column) else { return [] }
        return source.records(in: column, equalTo: fields[field].text)
    }

    /// Typed text that equals exactly one value of the source takes its record.
    private mutating func commitTypedText(_ field: Int) {
        let fieldSpec = spec.fields[field]
        guard fields[field].record == nil, let name = fieldSpec.source, let source = sources[name],
              let column = fieldSpec.column else { return }
        let matches = exactRecords(field)
        guard matches.count == 1 else { return }
        let record = matches[0]
        accept(Suggestion(record: record, key: source.key(of: record), text: source.value(of: record, column: column),
                          detail: nil, tier: .exact, matchedRanges: []), in: field)
    }

    // MARK: Records

    /// Takes a suggestion's record: its text replaces the typed text, and the
    /// other fields of the same record fill, except those the person typed.
    private mutating func accept(_ suggestion: Suggestion, in field: Int) {
        undoSnapshot = (fields.map { model in
            var closed = model
            closed.isListOpen = false
            closed.completion = nil
            closed.highlighted = nil
            return closed
        }, field)
        let group = spec.fields[field].recordGroup
        dropRecord(editedIn: field)
        fields[field].text = suggestion.text
        fields[field].record = suggestion.record
        fields[field].filledFromRecord = false
        closeList(field)
        fields[field].suggestions = []
        fields[field].generation += 1
        fields[field].isAwaiting = false
        fields[field].isLoading = false
        guard let group, let source = spec.fields[field].source.flatMap({ sources[$0] }) else { return }
        for other in fields.indices where other != field && spec.fields[other].recordGroup == group {
            guard fields[other].text.isEmpty || fields[other].filledFromRecord,
                  let column = spec.fields[other].column else { continue }
            fields[other].text = source.value(of: suggestion.record, column: column)
            fields[other].record = suggestion.record
            fields[other].filledFromRecord = true
            fields[other].suggestions = []
            fields[other].isListOpen = false
            fields[other].generation += 1
        }
    }

    /// An edit to a field whose value came from a record drops that record;
    /// if the field chose it, the fields it filled are cleared too.
    private mutating func dropRecord(editedIn field: Int) {
        guard fields[field].record != nil else { return }
        let chose = !fields[field].filledFromRecord
        fields[field].record = nil
        fields[field].filledFromRecord = false
        guard chose, let group = spec.fields[field].recordGroup else { return }
        for other in fields.indices where other != field && spec.fields[other].recordGroup == group && fields[other].filledFromRecord {
            fields[other] = FieldModel(generation: fields[other].generation + 1)
        }
    }

    // MARK: Validation and saving

    /// The value came from a record, or equals a value of the source (so a
    /// strict field accepts it even before a record is taken).
    /// Drawing asks without `blocking`: while the source is still being
    /// indexed, a typed value is not checked yet (the icon waits), rather
    /// than holding up typing.
    private func isKnownValue(_ field: Int, blocking: Bool = true) -> Bool {
        fields[field].record != nil || !exactRecords(field, blocking: blocking).isEmpty
    }

    private func isUnknownStrictValue(_ field: Int) -> Bool {
        FieldValidator.isUnknownValue(for: spec.fields[field], text: fields[field].text, isKnownValue: isKnownValue(field))
    }

    private func error(of field: Int) -> String? {
        FieldValidator.error(for: spec.fields[field], text: fields[field].text, isKnownValue: isKnownValue(field))
    }

    /// Saves if every field is valid; otherwise shows every error and goes to
    /// the first invalid field.
    private mutating func trySave() -> [FormEffect] {
        for index in fields.indices { fields[index].showsError = true }
        for index in fields.indices where isUnknownStrictValue(index) && fields[index].didYouMean == nil {
            offerClosestValue(index)
        }
        if let firstInvalid = fields.indices.first(where: { error(of: $0) != nil }) {
            return [.moveFocus(field: firstInvalid)]
        }
        let submission = Submission(
            submitted: clock(),
            values: spec.fields.indices.map { (spec.fields[$0].id, fields[$0].text) },
            records: spec.fields.indices.compactMap { index in
                guard let record = fields[index].record, let name = spec.fields[index].source,
                      let source = sources[name] else { return nil }
                return (spec.fields[index].id, source.key(of: record))
            })
        return [.save(submission)]
    }

    // MARK: View state

    public var viewState: FormViewState {
        let fieldStates = spec.fields.indices.map { index in
            let field = spec.fields[index], model = fields[index]
            return FieldViewState(
                id: field.id, label: field.label, placeholder: field.placeholder ?? "",
                text: model.text, hasSuggestions: field.source != nil,
                isListOpen: model.isListOpen && (!model.suggestions.isEmpty || !model.isAwaiting || model.isLoading),
                rows: model.suggestions.map { SuggestionRow(text: $0.text, detail: $0.detail, matchedRanges: $0.matchedRanges) },
                showsNoMatches: model.isListOpen && model.suggestions.isEmpty && !model.isAwaiting,
                isLoading: model.isLoading,
                completion: model.completion,
                highlightedRow: model.highlighted, maxRows: field.maxRows,
                isChosen: isKnownValue(index, blocking: false),
                error: model.showsError ? error(of: index) : nil,
                didYouMean: model.showsError && isUnknownStrictValue(index) ? model.didYouMean?.text : nil,
                isRequired: field.required)
        }
        let listOpen = fieldStates.contains { $0.isListOpen }
        return FormViewState(title: spec.title, fields: fieldStates, focusedField: focused,
                             isDimmed: listOpen && spec.dim, toast: toast, banner: banner)
    }

    /// Looks up suggestions for a request; the app runs this off the main thread.
    public static func suggestions(for field: FieldSpec, query: String, narrowing: [String: String] = [:],
                                   preferred: [String] = [], in sources: [String: DataSource]) -> [Suggestion] {
        guard let name = field.source, let source = sources[name], let column = field.column else { return [] }
        let filter = narrowing.isEmpty ? nil : source.filter(narrowing.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        return source.suggestions(for: query, column: column, limit: 50, filter: filter, preferring: preferred)
    }

    public var loadedSources: [String: DataSource] { sources }
}

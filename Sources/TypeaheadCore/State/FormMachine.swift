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
    private let clock: @Sendable () -> Date

    public init(form: LoadedForm, clock: @escaping @Sendable () -> Date = Date.init) {
        spec = form.spec
        sources = form.sources
        fields = Array(repeating: FieldModel(), count: form.spec.fields.count)
        self.clock = clock
    }

    // MARK: Events

    @discardableResult
    public mutating func handle(_ event: FormEvent) -> FormUpdate {
        switch event {
        case .focusEntered(let field):
            focused = field
            return FormUpdate()
        case .focusLeft(let field):
            fields[field].isListOpen = false
            fields[field].highlighted = nil
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
        case .suggestionsArrived(let field, let generation, let suggestions):
            guard generation == fields[field].generation else { return FormUpdate() } // a late answer
            fields[field].suggestions = suggestions
            fields[field].highlighted = nil
            fields[field].isListOpen = !suggestions.isEmpty && focused == field
            return FormUpdate()
        case .saveSucceeded(let number, let destination):
            fields = Array(repeating: FieldModel(), count: spec.fields.count)
            banner = nil
            toast = "Saved entry \(number) to \(destination)"
            return FormUpdate(effects: [.moveFocus(field: 0)])
        case .saveFailed(let message):
            banner = message
            return FormUpdate()
        }
    }

    private mutating func textEdited(_ field: Int, _ text: String) -> FormUpdate {
        guard text != fields[field].text else { return FormUpdate() }
        toast = nil
        dropRecord(editedIn: field)
        fields[field].text = text
        fields[field].highlighted = nil
        fields[field].generation += 1
        let spec = spec.fields[field]
        guard spec.source != nil, text.count >= max(spec.minChars, 1) else {
            fields[field].suggestions = []
            fields[field].isListOpen = false
            return FormUpdate()
        }
        return FormUpdate(effects: [.requestSuggestions(field: field, generation: fields[field].generation, query: text)])
    }

    private mutating func keyPressed(_ field: Int, _ key: FieldKey) -> FormUpdate {
        var model = fields[field]
        let count = model.suggestions.count
        let page = max(spec.fields[field].maxRows, 1)
        switch key {
        case .down:
            guard count > 0 else { return FormUpdate() }
            if !model.isListOpen {
                model.isListOpen = true
            } else {
                model.highlighted = model.highlighted.map { $0 + 1 < count ? $0 + 1 : nil } ?? 0
            }
        case .up:
            guard model.isListOpen else { return FormUpdate() }
            model.highlighted = model.highlighted.map { $0 > 0 ? $0 - 1 : nil } ?? count - 1
        case .pageDown:
            guard model.isListOpen else { return FormUpdate() }
            model.highlighted = min((model.highlighted ?? -1) + page, count - 1)
        case .pageUp:
            guard model.isListOpen else { return FormUpdate() }
            model.highlighted = max((model.highlighted ?? count) - page, 0)
        case .escape:
            guard model.isListOpen else { return FormUpdate() }
            model.isListOpen = false
            model.highlighted = nil
        case .tab:
            fields[field].isListOpen = false
            fields[field].highlighted = nil
            return FormUpdate(handled: false)
        case .enter:
            return enter(field)
        }
        fields[field] = model
        return FormUpdate(handled: true)
    }

    /// Return: accept the highlighted row or keep the typed text, then move on
    /// (or save, on the last field).
    private mutating func enter(_ field: Int) -> FormUpdate {
        let model = fields[field]
        if model.isListOpen, let row = model.highlighted, model.suggestions.indices.contains(row) {
            accept(model.suggestions[row], in: field)
        } else {
            commitTypedText(field)
        }
        fields[field].isListOpen = false
        fields[field].highlighted = nil
        fields[field].showsError = true
        if isUnknownStrictValue(field) {
            return FormUpdate(handled: true) // stay until the value is one of the source's
        }
        if field + 1 < fields.count {
            return FormUpdate(effects: [.moveFocus(field: field + 1)], handled: true)
        }
        return FormUpdate(effects: trySave(), handled: true)
    }

    /// Records whose value equals the field's text, ignoring case and accents.
    private func exactRecords(_ field: Int) -> [Int] {
        let fieldSpec = spec.fields[field]
        guard let name = fieldSpec.source, let source = sources[name], let column = fieldSpec.column else { return [] }
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
        let group = spec.fields[field].recordGroup
        dropRecord(editedIn: field)
        fields[field].text = suggestion.text
        fields[field].record = suggestion.record
        fields[field].filledFromRecord = false
        fields[field].isListOpen = false
        fields[field].highlighted = nil
        fields[field].suggestions = []
        fields[field].generation += 1
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
    private func isKnownValue(_ field: Int) -> Bool {
        fields[field].record != nil || !exactRecords(field).isEmpty
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
                isListOpen: model.isListOpen,
                rows: model.suggestions.map { SuggestionRow(text: $0.text, detail: $0.detail, matchedRanges: $0.matchedRanges) },
                highlightedRow: model.highlighted, maxRows: field.maxRows,
                isChosen: model.record != nil,
                error: model.showsError ? error(of: index) : nil,
                isRequired: field.required)
        }
        let listOpen = fieldStates.contains { $0.isListOpen }
        return FormViewState(title: spec.title, fields: fieldStates, focusedField: focused,
                             isDimmed: listOpen && spec.dim, toast: toast, banner: banner)
    }

    /// Looks up suggestions for a request; the app runs this off the main thread.
    public static func suggestions(for field: FieldSpec, query: String, in sources: [String: DataSource]) -> [Suggestion] {
        guard let name = field.source, let source = sources[name], let column = field.column else { return [] }
        return source.suggestions(for: query, column: column, limit: 50)
    }

    public var loadedSources: [String: DataSource] { sources }
}

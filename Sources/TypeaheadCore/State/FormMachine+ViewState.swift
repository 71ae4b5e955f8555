import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// What the GTK layer draws, and the lookup it runs off the main thread.
extension FormMachine {
    public var viewState: FormViewState {
        let ruled = ruled
        let fieldStates = spec.fields.indices.map { index in
            let field = spec.fields[index], model = fields[index]
            // Drawing never waits for an index: until it is built, a typed
            // value is neither confirmed nor refused.
            let known = knownValueIfIndexed(index)
            return FieldViewState(
                id: field.id, label: rules.label(of: index, in: ruled) ?? field.label, placeholder: placeholders[index],
                text: field.auto.map { shownAutoText($0, of: index) } ?? model.text, hasSuggestions: field.hasSuggestions,
                list: Self.list(of: model),
                // A failed answer is one row saying why, which nothing takes.
                rows: model.notice.map { [SuggestionRow(text: $0, detail: nil, matchedRanges: [])] }
                    ?? model.suggestions.map {
                        SuggestionRow(text: $0.text, detail: $0.detail, matchedRanges: $0.matchedRanges,
                                      detailMatchedRanges: $0.detailMatchedRanges)
                    },
                completion: model.completion,
                highlightedRow: model.highlighted, maxRows: field.maxRows,
                isChosen: known == true && !isAmbiguousStrictValue(index, blocking: false),
                error: model.showsError
                    ? error(of: index, in: ruled, known: known ?? true, blocking: false).map { $0 + heldKeysNote(index) }
                    : nil,
                didYouMean: model.showsError && FieldValidator.isUnknownValue(for: field, text: model.text, isKnownValue: known ?? true)
                    ? model.didYouMean?.text : nil,
                isRequired: ruled.relevant[index] && isRequired(index, in: ruled),
                isRelevant: ruled.relevant[index],
                isKeyed: !rules.isCalculated(index) && !field.readOnly && field.auto == nil,
                isHidden: field.hidden, format: spokenFormats[index], section: field.section)
        }
        let listOpen = fieldStates.contains { $0.isListOpen }
        return FormViewState(title: spec.title, fields: fieldStates, focusedField: focused,
                             isDimmed: listOpen && spec.dim, toast: toast,
                             banner: failedWriteBanner ?? reasonPrompt.map { $0.reasonAsked ? $0.askedMessage : $0.message }
                                 ?? banner ?? verificationBanner ?? correctionBanner ?? connectionBanner,
                             bannerActions: failedWriteBanner == nil && reasonPrompt != nil ? reasonActions
                                 : failedWriteBanner == nil && banner == nil && verification?.disagreement != nil ? verificationActions
                                 : failedWriteActions,
                             asksReason: failedWriteBanner == nil && reasonPrompt?.reasonAsked == true,
                             reasonTyped: reasonPrompt?.typedReason ?? "",
                             reasonPrefill: reasonPrompt.map { if case .keyer(let remembered) = $0.subject { remembered } else { "" } } ?? "",
                             reasonLabel: reasonPrompt.map(reasonLabel) ?? "",
                             isCorrecting: correction != nil, team: team, loading: loading)
    }

    /// What an automatic value shows before the save: the day, the keyer,
    /// when the entry began; the end only once it is saved.
    private func shownAutoText(_ auto: AutoValue, of field: Int) -> String {
        switch auto {
        case .start: entryStarted.map(EntryTimestamp.text) ?? ""
        case .end: ""
        default: autoText(auto, of: field, at: clock())
        }
    }

    /// A date field with no placeholder of its own shows how the locale
    /// writes one (the example a refusal gives too).
    static func typedPlaceholder(_ field: FieldSpec, conventions: KeyingConventions) -> String {
        switch field.type {
        case .date: return TypedText.written(CalendarDate(year: 1990, month: 5, day: 17)!, conventions: conventions)
        case .time: return "14:30"
        case .datetime: return TypedText.written(CalendarDate(year: 1990, month: 5, day: 17)!, conventions: conventions) + " 14:30"
        // Several options are typed by code from the paper: the codes are shown until then.
        case .choices: return field.options.map { $0.value == $0.label ? $0.label : $0.value + " " + $0.label }.joined(separator: " · ")
        default: return ""
        }
    }

    /// While an entry is corrected, the form says so, and how to leave it.
    private var correctionBanner: String? {
        correction.map { _ in words.translated("Correcting a saved entry: Save keeps the correction, Ctrl+E goes back to the entries without it.") }
    }

    /// What an open list shows: the spinner while the answer is overdue,
    /// "No matches" once an answer brought nothing, else its rows (or the
    /// one row of a failed answer's notice); nothing while a prompt answer
    /// is on its way.
    static func list(of model: FieldModel) -> ListShown {
        guard model.isListOpen else { return .hidden }
        if model.isLoading { return .loading }
        if !model.suggestions.isEmpty { return .rows }
        if model.isAwaiting { return .hidden }
        return model.notice == nil ? .noMatches : .rows
    }

    /// Looks up suggestions for a request: the rows the list shows and the
    /// page that PageDown brings, no more (each row costs drawing).
    public static func suggestions(for field: FieldSpec, query: String, narrowing: [String: String] = [:],
                                   preferred: [String] = [], in sources: [String: DataSource]) -> [Suggestion] {
        guard let name = field.source, let source = sources[name], let column = field.column else { return [] }
        let filter = narrowing.isEmpty ? nil : source.filter(narrowing.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        var rows = source.suggestions(for: query, column: column, limit: field.suggestionLimit, filter: filter,
                                      preferring: preferred)
        // Words after a name that no value begins with may tell its
        // namesakes apart ("hamilton gb"): those records come first.
        if query.contains(where: \.isWhitespace), !rows.contains(where: { $0.tier <= .wordPrefix }) {
            let qualified = source.qualifiedSuggestions(
                for: query, column: column, limit: field.suggestionLimit, filter: filter, preferring: preferred,
                lookedUp: { record in field.qualifyingLookups.compactMap { $0.shownValue(of: record, from: source, in: sources) } })
            let taken = Set(qualified.map(\.record))
            rows = Array((qualified + rows.filter { !taken.contains($0.record) }).prefix(field.suggestionLimit))
        }
        return DuplicateDetail.distinguish(rows, in: source, column: column)
    }

    /// Whether the field's text is a known value, or nil while the index
    /// that would tell is still being built.
    func knownValueIfIndexed(_ field: Int) -> Bool? {
        if fields[field].record != nil { return true }
        let fieldSpec = spec.fields[field]
        if let source = fieldSpec.source, let column = fieldSpec.column,
           !fields[field].text.isEmpty, !lookup.isIndexed(column, of: source) {
            return nil
        }
        return !exactRecords(field, blocking: false).isEmpty
    }
}

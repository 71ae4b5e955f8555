/// Typing, asking for suggestions, and their answers (inline completion).
extension FormMachine {
    /// How long an answer may take before the list shows a spinner.
    public static let spinnerDelay = Duration.milliseconds(150)

    mutating func textEdited(_ field: Int, _ text: String) -> FormUpdate {
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
            fields[field].dropPendingAnswer()
            fields[field].suggestions = []
            closeList(field)
            return FormUpdate()
        }
        return request(field, query: text)
    }

    /// Asks for suggestions; the rows shown stay until the answer replaces
    /// them, so a fast answer never flashes an empty list or a spinner.
    mutating func request(_ field: Int, query: String) -> FormUpdate {
        fields[field].generation += 1
        // A spinner already turning goes on turning for the newer request.
        if fields[field].wait == .none { fields[field].wait = .awaiting }
        return FormUpdate(effects: [.requestSuggestions(SuggestionRequest(
            field: field, generation: fields[field].generation, query: query,
            narrowing: narrowing(of: field), preferred: history.keys(for: spec.fields[field].id)))])
    }

    /// The `column = value` constraints of a field's `narrow`: each names a
    /// field whose value counts once it came from a record.
    func narrowing(of field: Int) -> [String: String] {
        var constraints: [String: String] = [:]
        for (column, otherID) in spec.fields[field].narrow {
            guard let other = spec.fields.firstIndex(where: { $0.id == otherID }), fields[other].record != nil else { continue }
            constraints[column] = fields[other].text
        }
        return constraints
    }

    mutating func suggestionsArrived(_ field: Int, _ answer: [Suggestion]) {
        var model = fields[field]
        let failure = answer.first { $0.isFailure }
        let suggestions = failure == nil ? answer : []
        model.notice = failure?.text
        model.hasNoConnection = failure?.isNoConnection ?? false
        model.suggestions = suggestions
        model.wait = .none
        model.isListOpen = focused == field
        model.completion = nil
        model.highlighted = nil
        // The top row completes the text inline when it begins with it. A
        // text that already equals several values is left for the person to
        // pick from, not completed to the first. (Exact rows need not be
        // next to each other: they rank among prefix rows by weight.)
        if model.mayComplete, let top = suggestions.first, top.tier <= .prefix,
           let match = top.matchedRanges.first, match.lowerBound == 0 {
            let rest = String(top.text.dropFirst(match.upperBound))
            let ambiguous = rest.isEmpty && suggestions.dropFirst().contains { $0.tier == .exact }
            if !ambiguous {
                model.highlighted = 0
                model.completion = rest.isEmpty ? nil : rest
            }
        }
        fields[field] = model
    }

    mutating func closeList(_ field: Int) {
        fields[field].isListOpen = false
        fields[field].highlighted = nil
        fields[field].completion = nil
    }
}

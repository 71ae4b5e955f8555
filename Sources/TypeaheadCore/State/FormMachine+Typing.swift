import TypeaheadEngine
import TypeaheadStorage

/// Typing, asking for suggestions, and their answers (inline completion).
extension FormMachine {
    /// How long an answer may take before the list shows a spinner.
    public static let spinnerDelay = Duration.milliseconds(150)

    mutating func textEdited(_ field: Int, _ text: String) -> FormUpdate {
        // After a heads-down stop the session holds edits; one that reached
        // the entry anyway is held too (the field is drawn as it was).
        if holdsKeys(field), text != fields[field].text { return holdKey(in: field) }
        // A calculated value is the form's, never the keyer's.
        if rules.isCalculated(field) { return FormUpdate() }
        let model = fields[field]
        guard text != model.text else {
            // Backspace on a selected completion deletes just the completion.
            fields[field].completion = nil
            fields[field].mayComplete = false
            if model.completion != nil { fields[field].highlighted = nil }
            return FormUpdate()
        }
        toast = nil
        if entryStarted == nil { entryStarted = clock() }
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
        guard spec.hasSuggestions, text.count >= max(spec.minChars, 1) else {
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
        // A choice field's own options are matched at once (`ChoiceMatcher`).
        if spec.fields[field].choosesOne || spec.fields[field].choosesMany {
            let rows = offeredSuggestions(field, query: query)
            if rows.isEmpty, spec.fields[field].choosesMany {
                // Codes from the paper ("1 3"): nothing to complete, no "No matches".
                fields[field].suggestions = []
                closeList(field)
            } else {
                suggestionsArrived(field, rows)
            }
            return FormUpdate()
        }
        // A spinner already turning goes on turning for the newer request.
        if fields[field].wait == .none { fields[field].wait = .awaiting }
        return FormUpdate(effects: [.requestSuggestions(SuggestionRequest(
            field: field, generation: fields[field].generation, query: query,
            narrowing: narrowing(of: field), preferred: preferredKeys(field)))])
    }

    /// The keys of records chosen in earlier entries, which rank first;
    /// none where the form keeps its order fixed (`learnOrder`, heads-down).
    func preferredKeys(_ field: Int) -> [String] {
        spec.learnsOrder(of: field) ? history.keys(for: spec.fields[field].id) : []
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
        // Rows a name and the words after it found ("hamilton gb") are the
        // ones the words chose: no namesake joins them, nothing completes.
        let qualified = suggestions.filter(\.isQualified).count
        // The top row's namesakes, from the whole source, come with it.
        if qualified == 0, let top = suggestions.first, let namesakes = namesakeRows(field, of: top) {
            // As many rows as the answer had: the list's length stays the engine's.
            let grouped = Set(namesakes.map(\.record))
            model.suggestions = Array((namesakes + suggestions.filter { !grouped.contains($0.record) })
                .prefix(max(suggestions.count, namesakes.count)))
        }
        if spec.keying(of: field) == .headsDown {
            // Heads-down, only the one record the typed text names is
            // highlighted: its whole value, or words that leave just it.
            let named = exactRecords(field, blocking: false)
            if named.count == 1, let row = model.suggestions.firstIndex(where: { $0.record == named[0] }) {
                model.highlighted = row
            } else if qualified == 1 {
                model.highlighted = 0
            }
        } else if qualified > 0 {
            if model.mayComplete { model.highlighted = 0 }
        } else if model.mayComplete, let top = model.suggestions.first, top.tier <= .prefix,
                  let match = top.matchedRanges.first, match.lowerBound == 0 {
            // The top row completes the text inline when it begins with it.
            // A text typed in full that several records share is left for
            // the keyer to pick from, never taken for them: Return then
            // lists just those records (Paris as Berlin, wherever they rank).
            let rest = String(top.text.dropFirst(match.upperBound))
            let ambiguous = rest.isEmpty && model.suggestions.dropFirst().contains { $0.tier == .exact }
            if !ambiguous {
                model.highlighted = 0
                model.completion = rest.isEmpty ? nil : rest
            }
        }
        fields[field] = model
    }

    /// Every record of the source whose value is the top row's, likeliest
    /// first, when there are several: one rule for namesakes over the
    /// whole source (Paris as Berlin), whichever of them the top rows
    /// happen to hold. Nil for one, or for a server's field.
    func namesakeRows(_ field: Int, of top: Suggestion) -> [Suggestion]? {
        guard top.tier <= .prefix else { return nil }
        let records = records(of: field, equalTo: top.text, blocking: false)
        guard records.count > 1 else { return nil }
        let rows = lookup.rows(of: records, for: spec.fields[field], query: fields[field].text, preferring: preferredKeys(field))
        return rows.flatMap { $0.count > 1 ? $0 : nil }
    }

    mutating func closeList(_ field: Int) {
        fields[field].isListOpen = false
        fields[field].highlighted = nil
        fields[field].completion = nil
    }
}

import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// What differs for a field whose source is a server: its look-ups at once
/// read the records the server has sent, its unknown value is "not
/// confirmed", and a draft brings its record back without asking.
extension FormMachine {
    /// The name of the server the field's values come from; nil for a data file.
    func serverTitle(of field: Int) -> String? {
        spec.fields[field].source.flatMap(lookup.serverTitle)
    }

    /// The suggestions a key needs now (Did you mean, a strict field's
    /// look-alikes): the engine for a data file; for a server, the records
    /// it has confirmed, since a key never waits for a new request.
    func lookUpAtOnce(_ field: Int, query: String) -> [Suggestion] {
        let fieldSpec = spec.fields[field]
        if fieldSpec.choosesOne { return offeredSuggestions(field, query: query) }
        return lookup.suggestionsNow(for: fieldSpec, query: query, narrowing: narrowing(of: field),
                                     preferring: preferredKeys(field))
    }

    /// The error of a strict field holding a value its source does not know.
    func unknownValueMessage(_ field: Int) -> String {
        guard let serverTitle = serverTitle(of: field) else { return words.translated("Choose one of the suggested values") }
        if let notice = fields[field].notice {
            // TRANSLATORS: %1$s says why the server gave no answer, such as "Can't reach example.org".
            return words.translated("%1$s. This value is not confirmed: try again, or choose a suggestion", notice)
        }
        // TRANSLATORS: %1$s is the name of the server the field's values come from.
        return words.translated("Not a value %1$s knows: choose one of its suggestions", serverTitle)
    }

    /// While a server cannot be reached, the banner says so, and what still
    /// works; it goes with the next answer from it.
    var connectionBanner: String? {
        let fieldsWithout = fields.indices.filter { fields[$0].hasNoConnection }
        guard let first = fieldsWithout.first, let serverTitle = serverTitle(of: first) else { return nil }
        let labels = fieldsWithout.map { spec.fields[$0].label }.joined(separator: ", ")
        // TRANSLATORS: %1$s is the name of a server, %2$s the labels of the fields that take values from it, joined by ", ".
        return words.translated("No connection to %1$s. Until it answers again, %2$s has no suggestions and its values are not confirmed; the rest of the form works as usual, and nothing you type is lost.", serverTitle, labels)
    }

    /// A record a draft names that the server has not sent this session:
    /// made from the draft's own values of the fields of that record, so a
    /// restored draft needs no server.
    func adoptRemoteRecord(key: String, of field: FieldSpec, from draft: Draft) -> Int? {
        guard let name = field.source, lookup.serverTitle(of: name) != nil else { return nil }
        var values: [String: String] = [:]
        for other in spec.fields where other.source == name && other.recordGroup == field.recordGroup
            && draft.records[other.id] == key {
            if let column = other.column, let text = draft.values[other.id] { values[column] = text }
        }
        return lookup.adoptRecord(key: key, values: values, in: name)
    }
}

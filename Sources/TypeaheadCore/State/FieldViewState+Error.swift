import TypeaheadEngine

extension FieldViewState {
    /// The error under the field in three parts: the error (ended as a
    /// sentence) and "Did you mean ", the closest value (nil when there is
    /// none to offer, and the other parts then the error alone), and "?".
    /// The window links the value; a screen reader hears the parts joined.
    public func errorParts(_ words: Words) -> (lead: String, closest: String?, trail: String)? {
        guard let error else { return nil }
        guard let closest = didYouMean else { return (error, nil, "") }
        // The question as one sentence, split where the value goes (the window links it).
        let mark = Character(Unicode.Scalar(UInt8(0)))
        // TRANSLATORS: offered under a field whose value is unknown; %1$s is the closest known value.
        let question = words.translated("Did you mean %1$s?", mark).split(separator: mark, maxSplits: 1, omittingEmptySubsequences: false)
        let lead = String(question[0]), trail = question.count > 1 ? String(question[1]) : ""
        return (error + (error.hasSuffix(".") ? " " : ". ") + lead, closest, trail)
    }
}

extension FieldViewState {
    /// The error under the field in three parts: the error (ended as a
    /// sentence) and "Did you mean ", the closest value (nil when there is
    /// none to offer, and the other parts then the error alone), and "?".
    /// The window links the value; a screen reader hears the parts joined.
    public var errorParts: (lead: String, closest: String?, trail: String)? {
        guard let error else { return nil }
        guard let closest = didYouMean else { return (error, nil, "") }
        return (error + (error.hasSuffix(".") ? " " : ". ") + "Did you mean ", closest, "?")
    }
}

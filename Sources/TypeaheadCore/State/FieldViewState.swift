/// What one field looks like right now; the GTK layer draws exactly this.
public struct FieldViewState: Equatable, Sendable {
    public var id: String
    public var label: String
    public var placeholder: String
    public var text: String
    public var hasSuggestions: Bool
    public var isListOpen: Bool
    public var rows: [SuggestionRow]
    /// The list is open and nothing matches the text.
    public var showsNoMatches: Bool
    /// The answer is late: a spinner over the (dimmed) rows.
    public var isLoading: Bool
    /// Shown after the typed text, selected; the entry holds `text + completion`.
    public var completion: String?
    public var highlightedRow: Int?
    public var maxRows: Int
    /// The text is a value of the source (shown with a check icon).
    public var isChosen: Bool
    public var error: String?
    /// Offered after the error of a strict field: the closest known value.
    public var didYouMean: String?
    public var isRequired: Bool
}

/// One row of the suggestion list.
public struct SuggestionRow: Equatable, Sendable {
    public var text: String
    public var detail: String?
    /// Character ranges of `text` to show in bold.
    public var matchedRanges: [Range<Int>]
}

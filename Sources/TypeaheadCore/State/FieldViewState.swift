/// What one field looks like right now; the GTK layer draws exactly this.
public struct FieldViewState: Equatable, Sendable {
    public var id: String
    public var label: String
    public var placeholder: String
    public var text: String
    public var hasSuggestions: Bool
    public var isListOpen: Bool
    public var rows: [SuggestionRow]
    public var highlightedRow: Int?
    public var maxRows: Int
    /// The text is a value of the source (shown with a check icon).
    public var isChosen: Bool
    public var error: String?
    public var isRequired: Bool
}

/// One row of the suggestion list.
public struct SuggestionRow: Equatable, Sendable {
    public var text: String
    public var detail: String?
    /// Character ranges of `text` to show in bold.
    public var matchedRanges: [Range<Int>]
}

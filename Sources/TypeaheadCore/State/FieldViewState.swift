/// What one field looks like right now; the GTK layer draws exactly this.
public struct FieldViewState: Equatable, Sendable {
    public var id: String
    public var label: String
    public var placeholder: String
    public var text: String
    public var hasSuggestions: Bool
    /// What the field's list shows when the field has the focus: rows,
    /// "No matches", a spinner, or nothing (one of these, never two).
    public var list: ListShown
    public var rows: [SuggestionRow]
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
    /// Asked now (the form's `relevant`): a field not asked is drawn
    /// insensitive, passed over, and saved empty.
    public var isRelevant = true
    /// Keyed by the keyer: false for a calculated or read-only field,
    /// drawn as a value the keyer cannot change or reach with Tab.
    public var isKeyed = true
    /// Never drawn (a form's metadata): saved all the same.
    public var isHidden = false
    /// What a typed field takes, said by a screen reader with its label
    /// ("Date, day month year"); empty for free text.
    public var format = ""
    /// A heading above the field: it begins a section of the form.
    public var section: String?
}

/// One row of the suggestion list.
public struct SuggestionRow: Equatable, Sendable {
    public var text: String
    public var detail: String?
    /// Character ranges of `text` to show in bold.
    public var matchedRanges: [Range<Int>]
    /// Character ranges of `detail` to show in bold.
    public var detailMatchedRanges: [Range<Int>] = []
}

/// What a field's suggestion popover shows, if anything: one of these,
/// never two at once.
public enum ListShown: Equatable, Sendable {
    /// No popover: the list is closed, the field has not the focus, or
    /// there is nothing to show yet.
    case hidden
    /// The rows, one of them perhaps highlighted.
    case rows
    /// "No matches" for the text typed.
    case noMatches
    /// The answer is late: a spinner, over the rows dimmed if there are any.
    case loading
}

extension FieldViewState {
    /// The popover of this field as drawn: only the focused field's list shows.
    public func list(isFocused: Bool) -> ListShown {
        isFocused ? list : .hidden
    }

    /// The list shows something: rows, "No matches" or the spinner.
    public var isListOpen: Bool { list != .hidden }
    public var showsNoMatches: Bool { list == .noMatches }
    /// The answer is late: a spinner over the (dimmed) rows.
    public var isLoading: Bool { list == .loading }
}

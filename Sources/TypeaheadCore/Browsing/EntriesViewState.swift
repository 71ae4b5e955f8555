/// The entries view as the window draws it.
public struct EntriesViewState: Equatable, Sendable {
    /// The entries are shown instead of the form.
    public var isShown: Bool
    /// Turns while the file is read or a search runs.
    public var isBusy: Bool
    /// What the search box holds (Escape clears it).
    public var searchText: String
    /// The Unverified toggle is on.
    public var unverifiedOnly = false
    /// What the page says when no row is listed: a title and a line under it.
    public var emptyTitle = ""
    /// Delete waits for the reason (`reasonForChange`): what the page asks.
    public var deletionQuestion: String?
    public var emptyDescription = ""
    /// "412 entries · 37 today", "12 of 412 entries", "Reading entries…"
    public var countText: String
    /// The count the form shows, whatever is searched: "412 entries · 37
    /// today", "No entries yet"; nil until the file is read.
    public var formCountText: String?
    /// The rows listed; the window asks for their cells as they scroll in.
    public var rowCount: Int
    /// Changes whenever the rows listed change.
    public var listVersion: Int
    /// How they changed at `listVersion`: one row out or in (the rows
    /// around keep their place), or all of them.
    public var listChange: EntriesListChange
    /// Whether each field's column is shown, in `EntriesColumns.fieldIDs` order.
    public var columnShown: [Bool] = []
    /// The row of the entry last acted on (selected, corrected, brought
    /// back by Undo), found again when the rows changed; nil when not listed.
    public var keptPosition: Int?
    /// Why the entries cannot be changed, or the file read; nil when they can.
    public var banner: String?
    public var toast: Toast?
    public var announcement: Announcement?
    public var isReadOnly: Bool
    /// The selected entry's history, a line for each change (Ctrl+H); nil: hidden.
    public var history: String? = nil
}

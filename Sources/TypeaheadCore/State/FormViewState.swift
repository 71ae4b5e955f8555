import TypeaheadStorage

/// What the whole form looks like right now.
public struct FormViewState: Equatable, Sendable {
    public var title: String
    public var fields: [FieldViewState]
    public var focusedField: Int?
    /// The rest of the window is dimmed: a list is open and the form dims.
    public var isDimmed: Bool
    /// A passing message, such as "Saved entry 3 to entries.jsonl", maybe
    /// with an Undo button.
    public var toast: Toast?
    /// A lasting problem, such as an output that cannot be written.
    public var banner: String?
    /// What the banner offers (after a failed save: another place, dismiss).
    public var bannerActions: [BannerAction] = []
    /// The banner asks for a reason (a duplicate, an override); its words
    /// are `banner`.
    public var asksReason = false
    /// The reason typed in the field before the banner's entry had the keyboard.
    public var reasonTyped = ""
    /// What Return alone gives in the banner's entry, shown in it in grey (who keyed here last).
    public var reasonPrefill = ""
    /// The banner's entry's name, for a screen reader: a reason, or who keys.
    public var reasonLabel = ""
    /// A saved entry is open to be corrected, not a new one being entered.
    public var isCorrecting = false
    /// What waits for the team's server, and sources that may be out of
    /// date: the lines under the form (team mode).
    public var team = TeamStatus()
    /// How far a large data file is read and indexed behind the window.
    public var loading: LoadingStatus?
    /// Keys are waiting for an answer or an index (a spinner shows).
    public var isWaiting = false
    /// What a screen reader should say now (`FormNarrator` decides; the
    /// session sets it).
    public var announcement: Announcement?
}

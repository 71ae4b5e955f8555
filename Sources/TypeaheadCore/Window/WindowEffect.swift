/// What the window's machine asks of its session: an event for one of
/// the window's parts.
public enum WindowEffect: Sendable {
    case form(FormEvent)
    case entries(EntriesEvent)
    /// The entries view lists `path` from now on (`EntriesSession.switchFile`).
    case entriesFile(path: String)
    /// The Statistics page was shown (its figures are read again) or left.
    case statistics(shown: Bool)
    /// A page, as if the person asked for it (`WindowSession.want`).
    case want(WindowPage.Wanted)
}

/// Which of a window's two drafts: the entry being typed, or a saved
/// entry being corrected. Each has a file of its own (`DraftStore`).
public enum DraftKind: Sendable {
    case entry
    case correction
}

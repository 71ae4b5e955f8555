/// What the banner offers besides its words: after a failed save, to save
/// somewhere else, or to put the banner away (the entry stays in the form).
public enum BannerAction: Equatable, Sendable {
    /// A file chooser; the entry is saved where the person chooses.
    case chooseAnotherPlace
    case dismiss

    public var label: String {
        switch self {
        case .chooseAnotherPlace: "Choose Another _Place…"
        case .dismiss: "_Dismiss"
        }
    }
}

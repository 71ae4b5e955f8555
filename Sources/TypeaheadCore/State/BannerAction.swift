import TypeaheadEngine

/// What the banner offers besides its words: after a failed save, to save
/// somewhere else, or to put the banner away (the entry stays in the form).
public enum BannerAction: Equatable, Sendable {
    /// A file chooser; the entry is saved where the person chooses.
    case chooseAnotherPlace
    case dismiss
    /// After a save met another entry's identity: a reason is asked, and
    /// the entry saved with it. A deliberate key (Alt+A), never Return:
    /// a keyer typing on without looking must not answer it.
    case saveAnyway
    /// After Return met a value its field's warning questions: a reason
    /// is asked, and the value kept with it (Alt+A too).
    case keepValue
    /// At a disagreement while verifying: the first keying's value (Alt+1),
    /// or the verifier's own (Alt+2).
    case keepFirst
    case keepMine
    /// After a save met another entry's identity: the entries list, searched for it.
    case showDuplicate

    public func label(_ words: Words) -> String {
        switch self {
        // TRANSLATORS: a button on the banner after a failed save: a file chooser opens to save the entry elsewhere.
        // The underscore marks the Alt+letter shortcut.
        case .chooseAnotherPlace: words.translated("Choose Another _Place…")
        // TRANSLATORS: a button that puts the banner away; the underscore marks the Alt+letter shortcut.
        case .dismiss: words.translated("_Dismiss")
        // TRANSLATORS: a button on the banner when another entry has the same identity: a reason is asked, then this entry is saved too. Alt+A is its shortcut, in every language (no underscore: the letter is not the label's).
        case .saveAnyway: words.translated("Save Anyway… (Alt+A)")
        // TRANSLATORS: a button on the banner when a field's warning questions a value: a reason is asked, then the value is kept. Alt+A is its shortcut, in every language.
        case .keepValue: words.translated("Keep It… (Alt+A)")
        // TRANSLATORS: a button on the banner while verifying, where the two keyings differ: keeps the first keyer's value. Alt+1 is its shortcut, in every language.
        case .keepFirst: words.translated("Keep the First (Alt+1)")
        // TRANSLATORS: as above: keeps the value the verifier typed. Alt+2 is its shortcut, in every language.
        case .keepMine: words.translated("Keep Mine (Alt+2)")
        // TRANSLATORS: a button on the banner when another entry has the same identity: the entries list shows it. The underscore marks the Alt+letter shortcut.
        case .showDuplicate: words.translated("_Show the Saved Entry")
        }
    }
}

import TypeaheadStorage

/// The keyer is asked why (issue 52): a save met another live entry with
/// the same identity, or Return met a value a field's `warning` questions;
/// or who keys, as the window opens.
/// Until the keyer answers, keys typed in `field` are held as at a
/// heads-down stop; once the reason is asked, they are the reason's.
struct ReasonPrompt: Equatable, Sendable {
    enum Subject: Equatable, Sendable {
        /// The entry that has this one's identity already.
        case duplicate(EntryIdentityIndex.Holder)
        /// `field`'s value, which its warning questions.
        case override(value: String)
        /// Who keys, asked as the window opens (`askKeyer`): the name last
        /// given on this machine, kept when none is typed.
        case keyer(remembered: String)
        /// A correction, on a form that asks why each is made (`reasonForChange`).
        case change
    }

    var subject: Subject
    /// The field the keyer was in, where keys are held.
    var field: Int
    /// What the banner says until the reason is asked, then after.
    var message: String
    var askedMessage: String
    /// Alt+A was pressed (or a second Return on a warning): the banner's
    /// entry takes the reason.
    var reasonAsked = false
    /// Typed in the field after the reason was asked, before the banner's
    /// entry took the keyboard: the start of the reason.
    var typedReason = ""
}

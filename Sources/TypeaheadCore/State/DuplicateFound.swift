import TypeaheadStorage

/// A save met another live entry with the same identity (the form's
/// `identity` fields): the save waits for the keyer's reason, and keys
/// typed after it are held in `field` as at a heads-down stop.
struct DuplicateFound: Equatable, Sendable {
    var holder: EntryIdentityIndex.Holder
    /// The field the save was asked in, where keys are held.
    var field: Int
    /// What the banner says: whose identity, saved when and by whom.
    var message: String
    /// Save Anyway… was pressed: the banner's entry takes the reason.
    var reasonAsked = false
    /// Typed in the field after Save Anyway, before the banner's entry
    /// took the keyboard: the start of the reason.
    var typedReason = ""
    /// Given: the next save goes ahead beside `holder`'s entry.
    var reason: String?
}

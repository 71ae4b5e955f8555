import TypeaheadCore

/// How a keyer works a record of the paper. An attentive keyer watches the
/// list: a letter at a time until the paper's city shows, then the arrows
/// to it and Return. A keyer heads-down types the whole name and Return
/// without looking; only the bell makes them look up, find the paper's city
/// in the list and choose it.
enum KeyerRule: String, CaseIterable {
    case attentive
    case headsDown = "heads-down"
}

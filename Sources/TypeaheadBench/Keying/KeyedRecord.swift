import TypeaheadCore

/// What keying one record gave.
struct KeyedRecord {
    var keystrokes = 0
    var stops = 0
    var saved = false
    var wrongCity = false
}

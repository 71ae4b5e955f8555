import Foundation
import TypeaheadStorage

/// What the keyer does for the entry being keyed, counted as they do it
/// and saved with it (`EntryKeying`): each key, press or click, the time
/// between them (a pause longer than `EntryKeying.longestPause` left out)
/// given to the field it ends in, and what the suggestions taken put in.
struct KeyingTally: Sendable {
    private var keys = 0, accepted = 0, saved = 0
    private var seconds = 0.0
    private var fieldSeconds: [Int: Double] = [:]
    private var lastKey: Date?

    /// A key pressed (or a row clicked) in `field` at `now`.
    mutating func key(in field: Int, at now: Date) {
        keys += 1
        if let lastKey {
            let pause = now.timeIntervalSince(lastKey)
            if pause > 0, pause <= EntryKeying.longestPause {
                seconds += pause
                fieldSeconds[field, default: 0] += pause
            }
        }
        lastKey = now
    }

    /// A suggestion taken: `before` and `after` are every field's text.
    mutating func accepted(before: [String], after: [String]) {
        accepted += 1
        saved += zip(before, after).reduce(0) { sum, pair in sum + max(0, pair.1.count - pair.0.count) }
    }

    /// The tally as a line keeps it; the fields by their ids, in the form's order.
    func keying(fieldIDs: [String]) -> EntryKeying {
        var keying = EntryKeying()
        keying.keys = keys
        keying.seconds = seconds
        keying.accepted = accepted
        keying.saved = saved
        keying.fields = fieldIDs.indices.compactMap { index in fieldSeconds[index].map { (fieldIDs[index], $0) } }
        return keying
    }
}

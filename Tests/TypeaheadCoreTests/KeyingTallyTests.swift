import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// How an entry was keyed, as the machine counts it: keys, the time
/// between them given to the field they end in, a pause of more than 30 s
/// left out, and what the suggestions taken put in.
@Suite("The keying of an entry", .timeLimit(minutes: 5), .hangWatchdog)
struct KeyingTallyTests {
    @Test func keysTimeAndTheSuggestionsTakenAreCounted() {
        var tally = KeyingTally()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        tally.key(in: 0, at: start)
        tally.key(in: 0, at: start + 1.5)
        tally.key(in: 1, at: start + 4) // 2.5 s to reach and key the city
        tally.key(in: 1, at: start + 65) // a minute on the phone: no keying
        tally.key(in: 2, at: start + 66.25)
        tally.accepted(before: ["Ada", "zur", ""], after: ["Ada", "Zürich", "Switzerland"])
        let keying = tally.keying(fieldIDs: ["name", "city", "country"])
        #expect(keying.keys == 5)
        #expect(keying.seconds == 5.25)
        #expect(keying.fields.map(\.id) == ["name", "city", "country"])
        #expect(keying.fields.map(\.seconds) == [1.5, 2.5, 1.25])
        #expect(keying.accepted == 1 && keying.saved == 3 + 11)
        #expect(keying.json == #"{"keys": 5, "seconds": 5.3, "accepted": 1, "saved": 14, "fields": {"name": 1.5, "city": 2.5, "country": 1.3}}"#,
                "seconds to a tenth")
    }
}

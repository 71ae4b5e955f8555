import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// German typists write ä ö ü as ae oe ue, Scandinavians å as aa and ø as
/// oe: typed so, letter by letter, the place they mean must come first as
/// soon as what they typed is unambiguous (issue 22, part 4).
@Suite("Names typed the German or Scandinavian way", .timeLimit(minutes: 5), .hangWatchdog)
struct SpelledOutLettersTests {
    static let german = SpellingRules(languages: ["de_DE"])
    @Test(arguments: [
        ("München", "muenchen"), ("ZÜRICH", "zuerich"), ("Köln", "koeln"), ("Ålesund", "aalesund"),
        ("Tromsø", "tromsoe"), ("Mu\u{308}nchen", "muenchen"),
        // Nothing written out: æ and ß fold to ae and ss already, ë is no such letter.
        ("Bærum", nil as String?), ("Straße", nil), ("Citroën", nil), ("Paris", nil), ("Noël", nil),
    ])
    func lettersAreWrittenOut(original: String, spelledOut: String?) {
        #expect(TextFolding.spelledOut(original) == spelledOut)
    }

    /// The bundled GeoNames cities (34,000 of them), through the demo
    /// form's city field, typed one letter at a time.
    @MainActor @Test(arguments: [("zue", "zuerich", "Zürich"), ("koe", "koeln", "Köln"), ("wue", "wuerzburg", "Würzburg"),
                      ("goet", "goettingen", "Göttingen"), ("aales", "aalesund", "Ålesund")])
    func theMeantPlaceComesFirstFromTheFirstUnambiguousPrefix(first: String, whole: String, meant: String) throws {
        let loaded = try LoadedForm.load(formPath: "data/demo.form.json", spelling: Self.german)
        let cities = try #require(loaded.sources["cities"])
        let form = FormDriver(loaded)
        form.send(.focusEntered(field: 1))
        for length in first.count...whole.count {
            let typed = String(whole.prefix(length))
            form.type(typed, in: 1)
            let top = try #require(form.state.fields[1].rows.first, "\(typed)")
            #expect(top.text == meant, "\(typed)")
            #expect(top.matchedRanges.first?.lowerBound == 0, "\(typed)")
            let tier = cities.suggestions(for: typed, column: "name", limit: 1).first?.tier
            #expect(tier.map { $0 <= .prefix } == true, "\(typed): a match of what was meant, not a typo")
        }
    }

    /// The bold part is what the typed letters stand for.
    @Test func theTypedLettersAreShownInBoldWhereTheyStand() {
        #expect(DataSource.matchedRanges(of: Array("zue".utf8), in: "Zürich", tier: .prefix, spelling: Self.german) == [0..<2])
        #expect(DataSource.matchedRanges(of: Array("zur".utf8), in: "Zürich", tier: .prefix, spelling: Self.german) == [0..<3])
        #expect(DataSource.matchedRanges(of: Array("aales".utf8), in: "Ålesund", tier: .prefix, spelling: Self.german) == [0..<4])
        #expect(DataSource.matchedRanges(of: Array("koeln".utf8), in: "Bad Köln", tier: .wordPrefix, spelling: Self.german) == [4..<8])
    }

    /// A record found in both its spellings is listed once, in its best tier.
    @Test func aRecordIsListedOnce() {
        let index = ColumnIndex(values: ["Müller", "Mueller", "Muller"], weights: [3, 2, 1], spelling: Self.german)
        let found = index.search(folded: Array("mu".utf8), limit: 10)
        #expect(found.map(\.record) == [0, 1, 2])
        let written = index.search(folded: Array("mueller".utf8), limit: 10)
        #expect(written.map(\.record) == [0, 1, 2] && written.map(\.tier) == [.exact, .exact, .typo])
        // Values equal as data only in their usual spelling: a lookup or a
        // filter by "Mueller" is not one by "Müller".
        #expect(index.records(equalTo: "mueller") == [1])
        #expect(index.topRecords(limit: 10) == [0, 1, 2])
    }

    /// Rows added while the form is open match the same way.
    @Test func anAddedRowMatchesInBothSpellings() {
        let spellings = FoldedSpellings("Göttingen", spelling: Self.german)
        #expect(spellings.tier(of: Array("goet".utf8)) == .prefix)
        #expect(spellings.tier(of: Array("gott".utf8)) == .prefix)
        #expect(spellings.length(matching: Array("goet".utf8), in: .prefix) == "goettingen".utf8.count)
        #expect(FoldedSpellings("Paris", spelling: Self.german).spelledOut == nil)
        #expect(FoldedSpellings("Göttingen", spelling: .plain).tier(of: Array("goet".utf8)) == .typo)
    }

    /// Everyone else's ranking is as it was: the written-out spelling is
    /// not indexed, so "koe" is Koesan's prefix, and Köln's only a typo.
    @Test func inOtherLanguagesNothingIsWrittenOut() {
        let index = ColumnIndex(values: ["Köln", "Koesan"], weights: [1000, 1])
        #expect(index.search(folded: Array("koe".utf8), limit: 5).map(\.record) == [1])
        #expect(index.search(folded: Array("koel".utf8), limit: 5).map(\.tier) == [.typo, .typo])
        #expect(DataSource.matchedRanges(of: Array("zue".utf8), in: "Zürich", tier: .prefix).isEmpty)
    }

    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], ["de"], true), (["LANG": "en_GB.UTF-8", "LANGUAGE": "nb:en"], ["nb", "en"], true),
        (["LANG": "de_DE.UTF-8", "LANGUAGE": "en:de"], ["en", "de"], false), (["LC_ALL": "sv_SE.UTF-8", "LANG": "en_US"], ["sv"], true),
        (["LANG": "C", "LANGUAGE": "de"], [], false), (["LANG": "C.UTF-8"], [], false), ([:], [], false),
        (["LC_MESSAGES": "fr_FR@euro"], ["fr"], false), (["LANG": "gsw_CH"], ["gsw"], true),
    ])
    func theFirstLanguageDecides(environment: [String: String], languages: [String], writesOut: Bool) {
        #expect(ReaderLanguages.from(environment: environment) == languages)
        #expect(SpellingRules(languages: languages).writesOutLetters == writesOut)
    }
}

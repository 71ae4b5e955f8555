import Testing
@testable import TestSupport
@testable import TypeaheadEngine

@Suite("Folding text for comparison", .timeLimit(minutes: 5), .hangWatchdog)
struct TextFoldingTests {
    @Test(arguments: [
        ("São Paulo", "sao paulo"), ("München", "munchen"), ("Straße", "strasse"),
        ("ZÜRICH", "zurich"), ("Łódź", "lodz"), ("København", "kobenhavn"), ("ﬁle", "file"),
        // Issue 24.10: invisible format characters were kept, so "beta" did not find these.
        ("\u{202E}Beta", "beta"), ("Be\u{200B}ta", "beta"), ("Zü\u{AD}rich", "zurich"),
    ])
    func foldsCaseAccentsAndCompatibilityForms(original: String, folded: String) {
        #expect(TextFolding.fold(original) == folded)
    }

    @Test func foldedMatchesMapBackToOriginalCharacters() {
        let text = FoldedText("Straße")
        // "strass" covers the folded "ss" of "ß": original characters 0..<5
        #expect(text.originalRange(of: 0..<6) == 0..<5)
        #expect(Array(text.bytes) == Array("strasse".utf8))
    }

    /// An index and the entries view fold values from their bytes, a Latin
    /// letter at a time from a table (`appendFolded`); queries go through
    /// `fold`. Both must give the same bytes, or a typed word would miss
    /// its value: every Latin scalar alone, beside every other (a case or
    /// decomposition that looked at its neighbour would differ), and in
    /// words.
    @Test func theLatinTableFoldsAsTheFullFolding() {
        let latin = (0x80..<0x250).map { String(Unicode.Scalar(UInt32($0))!) }
        var texts = latin + ["São Paulo", "STRAßE", "Øresund", "ŁÓDŹ", "İstanbul", "Æbeltoft", "Ελλάδα", "naïve café", "ǅemal",
                             "Zü\u{AD}rich", "e\u{301}cole", "ΣΊΣΥΦΟΣ", "Ǆ", ""]
        for first in latin { texts += latin.map { first + $0 } + ["A" + first, first + "z"] }
        var differing: [String] = []
        for text in texts {
            var folded: [UInt8] = []
            Array(text.utf8).withUnsafeBufferPointer { TextFolding.appendFolded($0, to: &folded) }
            if String(decoding: folded, as: UTF8.self) != TextFolding.fold(text) { differing.append(text) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
    }
}

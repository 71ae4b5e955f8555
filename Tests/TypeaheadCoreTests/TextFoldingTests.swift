import Testing
@testable import TypeaheadCore

@Suite("Folding text for comparison", .timeLimit(.minutes(5)), .hangWatchdog)
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
}

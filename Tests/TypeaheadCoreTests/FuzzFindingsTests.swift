import Foundation
import Testing
@testable import TypeaheadCore

/// Inputs the fuzz targets (Tests/fuzz, scripts/fuzz.sh) found, kept as tests.
@Suite("Found by fuzzing")
struct FuzzFindingsTests {
    func csv(_ text: String) throws -> DataTable {
        try Array(text.utf8).withUnsafeBufferPointer { try DataFileLoader.parse($0, format: .csv, path: "f.csv") }
    }

    /// A quote followed by a combining mark is one Character to Swift, but
    /// the parser reads bytes, so the doubled quote is still a quote.
    @Test func aQuoteBeforeACombiningMarkIsStillAQuote() throws {
        let table = try csv("name\n\"\"\"\u{0711},y\"\"\"\n")
        #expect(table.rows == [["\"\u{0711},y\""]])
    }
}

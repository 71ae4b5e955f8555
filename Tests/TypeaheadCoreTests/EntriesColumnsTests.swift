import Foundation
import Testing
@testable import TypeaheadForms
@testable import FormTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// The entries view's columns over a real entries file: who entered each,
/// and the clock "Saved" is written on.
@Suite("Entries columns", .timeLimit(minutes: 5), .hangWatchdog)
struct EntriesColumnsTests {
    /// A team's entries list who entered each, in the column after "Saved":
    /// searched, sorted and spoken as any field is.
    @Test(arguments: [true, false]) func aTeamsEntriesSayWhoEnteredEach(fastPath: Bool) throws {
        let path = TestEntries.output()
        let lines = [("Ana", "Ada"), ("Ben", "Bob"), ("Ana", "Cy")].enumerated().map { index, pair in
            SubmissionWriter(destination: .file(path), enteredBy: pair.0).line(of: TestEntries.entry(pair.1, at: Double(index)))
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let form = FormSpec(title: "Trip", sources: [], fields: [FieldSpec(id: "name", label: "Name"), FieldSpec(id: "city", label: "City")])
        let columns = EntriesColumns(spec: form, enteredBy: true, clockStyle: .ofLocale())
        #expect(columns.titles == ["Saved", "Entered by", "Name", "City"])
        let table = try EntryTable.read(path: path, columns: columns.fieldIDs, fastPath: fastPath)
        var list = EntriesList(table: table)
        list.search("ana")
        #expect(list.shown.map { try! table.entry(at: Int($0)).text(of: "name") } == ["Cy", "Ada"])
        list.search("")
        list.sort(columns.order(ofColumn: 1, ascending: false))
        let ben = try table.entry(at: Int(list.shown[0]))
        #expect(ben.enteredBy == "Ben")
        #expect(columns.cells(of: ben, now: TestEntries.start).dropFirst() == ["Ben", "Bob", "Zürich"])
        #expect(columns.spokenRow(of: ben, now: TestEntries.start).hasSuffix("Entered by: Ben, Name: Bob, City: Zürich"))
    }

    /// "Saved" is written on the clock the app was given (the desktop's
    /// choice, else the locale's: `AppServices.clockStyle`), not a global one.
    @Test func theSavedColumnWritesTimesOnTheClockItIsGiven() throws {
        let path = TestEntries.output()
        try (SubmissionWriter(destination: .file(path)).line(of: TestEntries.entry("Ada", at: 0)) + "\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let form = FormSpec(title: "Trip", sources: [], fields: [FieldSpec(id: "name", label: "Name")])
        func saved(_ clock: ClockStyle) throws -> String {
            let columns = EntriesColumns(spec: form, clockStyle: clock)
            let table = try EntryTable.read(path: path, columns: columns.fieldIDs, fastPath: true)
            return columns.cells(of: try table.entry(at: 0), now: TestEntries.start)[0]
        }
        let twelve = try saved(.twelveHour), twentyFour = try saved(.twentyFourHour)
        #expect(twelve.wholeMatch(of: /.+ (1[0-2]|[1-9]):[0-5][0-9] (AM|PM)/) != nil, "\(twelve)")
        #expect(twentyFour.wholeMatch(of: /.+ ([01][0-9]|2[0-3]):[0-5][0-9]/) != nil, "\(twentyFour)")
        #expect(twelve != twentyFour)
    }
}

import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// A draft names its records by key; the data file may have changed since.
/// A key that now belongs to another value is not trusted.
@Suite("A restored record", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct RestoredRecordTests {
    /// A strict field of letters, with row 3 saying `third`.
    static func form(third: String) -> LoadedForm {
        let folder = TestForms.folder()
        _ = TestForms.write("id\tname\n1\tAlpha\n2\tBeta\n3\t\(third)\n", named: "letters.tsv", in: folder)
        let path = TestForms.write("""
            {
              "title": "Letters",
              "sources": { "letters": { "file": "letters.tsv", "key": "id" } },
              "fields": [ { "id": "letter", "label": "Letter", "source": "letters", "column": "name", "strict": true } ]
            }
            """, named: "letters.form.json", in: folder)
        return try! LoadedForm.load(formPath: path)
    }

    static let draft = Draft(values: ["letter": "Gamma"], records: ["letter": "3"])

    @Test func aRecordThatStillSaysTheValueComesBack() {
        let form = FormDriver(Self.form(third: "Gamma"), draft: Self.draft)
        #expect(form.state.fields[0].isChosen)
        form.press(.save, in: 0)
        #expect(form.saved.first?.records.map(\.key) == ["3"])
    }

    /// Issue 24.4: Gamma chosen (key 3), killed, row 3 changed to Delta:
    /// the field showed a check and the save wrote "Gamma" with record 3.
    @Test func aKeyNowOfAnotherValueIsNotTrusted() {
        let form = FormDriver(Self.form(third: "Delta"), draft: Self.draft)
        #expect(form.state.fields[0].text == "Gamma")
        #expect(!form.state.fields[0].isChosen)
        form.press(.save, in: 0)
        #expect(form.saved.isEmpty) // strict, and no record says Gamma
        #expect(form.state.fields[0].error != nil)
    }
}

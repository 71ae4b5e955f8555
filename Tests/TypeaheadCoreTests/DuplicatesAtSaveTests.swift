import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// Duplicates caught at save (issue 52): a form names the fields that
/// identify an entry; saving one whose identity a live entry of the file
/// has already waits for the keyer's reason, kept in the line, and Escape
/// goes back to change the identity. The file is real, and read as the
/// window reads it (`EntryIdentityIndex`).
@Suite("Duplicates caught at save", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct DuplicatesAtSaveTests {
    static func householdForm() -> LoadedForm {
        let folder = TestForms.folder()
        let path = TestForms.write("""
            { "title": "Household", "identity": ["household", "visit"],
              "fields": [ { "id": "household", "label": "Household" }, { "id": "visit", "label": "Visit" },
                          { "id": "head", "label": "Head" } ] }
            """, named: "household.form.json", in: folder)
        return try! LoadedForm.load(formPath: path)
    }

    /// Keys a household, a visit and a head, and saves.
    func key(_ driver: EntriesDriver, _ household: String, _ visit: String, _ head: String) {
        driver.form.send(.focusEntered(field: 0))
        driver.form.type(household, in: 0)
        driver.form.send(.focusEntered(field: 1))
        driver.form.type(visit, in: 1)
        driver.form.send(.focusEntered(field: 2))
        driver.form.type(head, in: 2)
        driver.form.press(.save, in: 2)
    }

    func lines(_ driver: EntriesDriver) throws -> [String] {
        try String(contentsOfFile: driver.path, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test func aSecondEntryOfOneIdentityWaitsForAReasonKeptInItsLine() throws {
        let driver = EntriesDriver(Self.householdForm())
        key(driver, "12", "1", "Ada")
        key(driver, "12", "2", "Bo")
        #expect(try lines(driver).count == 2, "another visit is another identity")
        key(driver, "12", "1", "Cy")
        #expect(try lines(driver).count == 2, "the same household and visit waits")
        let state = driver.form.state
        #expect(state.banner != nil && driver.form.window.bells >= 1, "the bell, for a keyer who is not looking")
        #expect(state.banner?.hasPrefix("Household 12, Visit 1 is saved already (") == true, "\(state.banner ?? "")")
        #expect(state.banner?.hasSuffix("Press Escape to change it, or Alt+A to save this entry too, with a reason.") == true)
        #expect(state.bannerActions == [.showDuplicate, .saveAnyway] && !state.asksReason, "Return is no answer: Save Anyway (Alt+A) is")
        // Keys after the save that waits are held, never poured into the field.
        driver.form.type("Cyd", in: 2)
        #expect(driver.form.state.fields[2].text == "Cy")
        driver.form.press(.enter, in: 2)
        #expect(try lines(driver).count == 2, "Return in the field does not save past it")
        driver.form.send(.reasonAsked)
        #expect(driver.form.state.asksReason && driver.form.state.bannerActions.isEmpty)
        // No reason is no reason.
        let bells = driver.form.window.bells
        driver.form.send(.reasonGiven("  "))
        let linesAfterEmpty = try lines(driver).count
        #expect(driver.form.window.bells == bells + 1 && linesAfterEmpty == 2)
        driver.form.send(.reasonGiven("Head moved in twice"))
        let saved = try lines(driver)
        #expect(saved.count == 3)
        let first = try #require(JSONSerialization.jsonObject(with: Data(saved[0].utf8)) as? [String: Any])
        let kept = try #require(JSONSerialization.jsonObject(with: Data(saved[2].utf8)) as? [String: Any])
        let duplicate = try #require(kept["duplicate"] as? [String: String])
        #expect(duplicate == ["of": first["id"] as? String ?? "", "reason": "Head moved in twice"])
        #expect(!driver.form.state.asksReason && driver.form.state.banner == nil)
        // The line reads back, through the full reader and the table alike.
        let entries = try EntryTable.read(path: driver.path, columns: ["household", "visit", "head"])
        #expect(entries.count == 3)
        let reader = EntryFileReader(path: driver.path)
        // Read inside the closure: the buffer lives only as long as it runs.
        let read = try Array(saved[2].utf8).withUnsafeBufferPointer { bytes in try reader.line(bytes, number: 3) }
        guard case .entry(let entry, _) = read else {
            Issue.record("not an entry")
            return
        }
        #expect(entry.duplicate?.reason == "Head moved in twice")
        driver.toggle()
        #expect(driver.rows.first?.first?.hasSuffix(" · a duplicate: Head moved in twice") == true, "\(driver.rows)")
    }

    /// Keys typed after Save Anyway, before the banner's entry took the
    /// keyboard, land in the field: they are the reason's, Return too.
    @Test func keysTypedAfterSaveAnywayInTheFieldAreTheReason() throws {
        let driver = EntriesDriver(Self.householdForm())
        key(driver, "12", "1", "Ada")
        key(driver, "12", "1", "Bo")
        driver.form.hit(.edit(.insert("x")))
        #expect(driver.form.state.reasonTyped.isEmpty, "held before Save Anyway: dropped")
        driver.form.hit(.field(.saveAnyway)) // Alt+A, in the field, in order with the keys
        for key in ["m", "e", "t", "!"] { driver.form.hit(.edit(.insert(key))) }
        driver.form.hit(.edit(.backspace))
        #expect(driver.form.state.reasonTyped == "met" && driver.form.state.fields[2].text == "Bo")
        driver.form.hit(.field(.enter))
        let saved = try lines(driver)
        #expect(saved.count == 2 && saved[1].hasSuffix(#""reason": "met"}}"#), "\(saved.last ?? "")")
    }

    @Test func escapeGoesBackToTheIdentityToChangeIt() throws {
        let driver = EntriesDriver(Self.householdForm())
        key(driver, "12", "1", "Ada")
        key(driver, "12", "1", "Bo")
        // Escape in the field where the keys wait, as a keyer who looks up presses it.
        driver.form.press(.escape, in: 2)
        #expect(driver.form.state.focusedField == 0 && driver.form.state.banner == nil)
        driver.form.type("13", in: 0)
        driver.form.press(.save, in: 0)
        #expect(try lines(driver).count == 2, "household 13 is no one's yet")
    }

    @Test func showTheSavedEntryListsItAndKeepsTheEntryTyped() throws {
        let driver = EntriesDriver(Self.householdForm())
        key(driver, "12", "1", "Ada")
        key(driver, "13", "1", "Bo")
        key(driver, "12", "1", "Cy")
        driver.form.send(.duplicateShown)
        // The list, searched for the identity: the saved entry, to correct with Return.
        #expect(driver.state.isShown && driver.state.searchText == "12 1")
        #expect(driver.rows.map { $0[3] } == ["Ada"])
        // The question is put away, and the entry typed waits in the form.
        #expect(driver.form.state.banner == nil && driver.form.state.fields.map(\.text) == ["12", "1", "Cy"])
        #expect(try lines(driver).count == 2)
    }

    @Test func identitiesCompareAsTheSearchDoesCaseAndAccentsAside() throws {
        let driver = EntriesDriver(Self.householdForm())
        key(driver, "Zürich-7", "1", "Ada")
        key(driver, "zurich-7", "1", "Bo")
        #expect(driver.form.state.banner?.hasPrefix("Household zurich-7, Visit 1 is saved already") == true)
    }

    @Test func aCorrectedOrDeletedEntryLeavesItsIdentity() throws {
        let driver = EntriesDriver(Self.householdForm())
        key(driver, "12", "1", "Ada")
        let first = try #require(JSONSerialization.jsonObject(with: Data(try lines(driver)[0].utf8)) as? [String: Any])
        let id = try #require(first["id"] as? String)
        // Another window corrects household 12 to 14, then deletes 14.
        let handle = try #require(FileHandle(forWritingAtPath: driver.path))
        handle.seekToEndOfFile()
        handle.write(Data(("""
            {"id": "019b76da-a800-7f2a-89a7-a6a365132799", "supersedes": "\(id)", "submitted": "2027-01-15T08:00:00Z", "values": {"household": "14", "visit": "1", "head": "Ada"}}
            """ + "\n").utf8))
        handle.closeFile()
        key(driver, "12", "1", "Bo")
        #expect(driver.form.state.banner == nil, "12 was corrected to 14")
        key(driver, "14", "1", "Cy")
        #expect(driver.form.state.banner?.hasPrefix("Household 14") == true, "14 is the corrected entry's")
        driver.form.send(.reasonLeft)
        let deletion = """
            {"id": "019b76da-a800-7f2a-89a7-a6a365132800", "deletes": "019b76da-a800-7f2a-89a7-a6a365132799", "submitted": "2027-01-15T09:00:00Z"}
            """
        let again = try #require(FileHandle(forWritingAtPath: driver.path))
        again.seekToEndOfFile()
        again.write(Data((deletion + "\n").utf8))
        again.closeFile()
        driver.form.press(.save, in: 0)
        #expect(driver.form.state.banner == nil, "14 was deleted")
        #expect(try lines(driver).count == 5)
    }

    @Test func correctingAnEntryIsNoDuplicateOfItself() throws {
        let driver = EntriesDriver(Self.householdForm())
        key(driver, "12", "1", "Ada")
        driver.toggle()
        driver.entries.open(position: 0)
        #expect(driver.form.state.isCorrecting)
        driver.form.send(.focusEntered(field: 2))
        driver.form.type("Adah", in: 2)
        driver.form.press(.save, in: 2)
        #expect(driver.form.state.banner == nil)
        #expect(try lines(driver).count == 2)
    }

    @Test func anIdentityNamingNoFieldIsRefusedAtItsPlace() {
        let folder = TestForms.folder()
        let message = TestForms.refusal(of: """
            { "title": "Household", "identity": ["household", "house"],
              "fields": [ { "id": "household", "label": "Household" } ] }
            """, in: folder)
        #expect(message == "F:1:51: 'identity' names no field of the form here")
    }
}

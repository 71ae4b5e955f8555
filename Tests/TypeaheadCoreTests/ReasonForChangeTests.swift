import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// A form may ask why each entry is corrected (`"reasonForChange": true`,
/// REDCap's reason for change): the correction's save asks in the banner,
/// Return there saves with the reason kept in the line, an empty reason is
/// none, and Escape goes back to correcting. Forms that do not ask save at once.
@Suite("A reason for every correction", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct ReasonForChangeTests {
    static func form(asks: Bool) -> LoadedForm {
        let path = TestForms.write("""
            { "title": "Person", "reasonForChange": \(asks),
              "fields": [ { "id": "name", "label": "Name" }, { "id": "age", "label": "Age" } ] }
            """, named: "person.form.json", in: TestForms.folder())
        return try! LoadedForm.load(formPath: path)
    }

    static let saved = Draft(values: ["name": "Ada", "age": "36"], records: [:])

    @Test func aCorrectionSavesOnlyWithItsReasonKeptInItsLine() throws {
        let form = FormDriver(Self.form(asks: true))
        form.send(.correct(version: .uuid("v1"), values: Self.saved))
        form.send(.focusEntered(field: 1))
        form.type("63", in: 1)
        form.press(.save, in: 1)
        #expect(form.storage.saved.isEmpty)
        #expect(form.state.banner == "Why is this entry corrected? Type the reason and press Return, or Escape to go on correcting.")
        #expect(form.state.asksReason && form.state.reasonLabel == "Reason")
        // Escape: back to correcting, nothing saved.
        form.send(.reasonLeft)
        #expect(form.storage.saved.isEmpty && !form.state.asksReason && form.state.isCorrecting)
        form.press(.save, in: 1)
        let bells = form.window.bells
        form.send(.reasonGiven(" "))
        #expect(form.storage.saved.isEmpty && form.window.bells == bells + 1, "no reason is no reason")
        form.send(.reasonGiven("Age misread on paper"))
        let correction = try #require(form.storage.saved.first)
        #expect(correction.supersedes == .uuid("v1") && correction.reason == "Age misread on paper")
        #expect(correction.jsonLine.contains(#""reason": "Age misread on paper""#))
        #expect(form.state.toast?.text == "Entry corrected" && !form.state.isCorrecting)
        // The next correction asks again.
        form.send(.correct(version: correction.id!, values: Self.saved))
        form.press(.save, in: 0)
        #expect(form.state.asksReason && form.storage.saved.count == 1)
    }

    @Test func aFormThatDoesNotAskSavesAtOnceAndTheHistorySaysWhy() throws {
        let form = FormDriver(Self.form(asks: false))
        form.send(.correct(version: .uuid("v1"), values: Self.saved))
        form.press(.save, in: 0)
        #expect(form.storage.saved.count == 1 && form.storage.saved[0].reason == nil)
        var first = Submission(id: .uuid("v1"), submitted: Date(timeIntervalSince1970: 1_800_000_000), values: [("name", "Ada")], records: [])
        first.enteredBy = "ana"
        var corrected = Submission(id: .uuid("v2"), supersedes: .uuid("v1"), submitted: Date(timeIntervalSince1970: 1_800_000_100),
                                   values: [("name", "Ada L")], records: [])
        corrected.enteredBy = "bea"
        corrected.reason = "As on paper"
        let lines = EntryHistoryText.lines(of: [.entry(first, line: 1), .entry(corrected, line: 2)], labels: ["name": "Name"],
                                           now: Date(timeIntervalSince1970: 1_800_000_200), clock: .twentyFourHour, words: .catalogue)
        #expect(lines[1].hasSuffix(" · why: As on paper") && lines[1].contains("Name: Ada → Ada L"), "\(lines)")
    }

    @Test func aDeletionWaitsForItsReasonKeptInItsLine() throws {
        let driver = EntriesDriver(Self.form(asks: true))
        for name in ["Ada", "Bo"] {
            driver.form.send(.focusEntered(field: 0))
            driver.form.type(name, in: 0)
            driver.form.press(.save, in: 0)
        }
        driver.toggle()
        let linesBefore = try String(contentsOfFile: driver.path, encoding: .utf8).split(separator: "\n").count
        driver.entries.delete(position: 0)
        #expect(driver.state.deletionQuestion == "Why is this entry deleted? Type the reason and press Return, or Escape to keep it.")
        #expect(driver.names == ["Bo", "Ada"], "nothing goes before the reason")
        driver.entries.send(.deletionReasonGiven("  "))
        #expect(driver.state.deletionQuestion != nil && driver.names.count == 2, "no reason is no reason")
        driver.entries.send(.deletionReasonLeft)
        #expect(driver.state.deletionQuestion == nil && driver.names.count == 2)
        driver.entries.delete(position: 0)
        driver.entries.send(.deletionReasonGiven("Keyed twice"))
        #expect(driver.state.deletionQuestion == nil && driver.names == ["Ada"])
        let lines = try String(contentsOfFile: driver.path, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == linesBefore + 1 && lines.last!.contains(#""deletes": "#) && lines.last!.hasSuffix(#""reason": "Keyed twice"}"#))
        // Read back: the history says why.
        let reader = EntryFileReader(path: driver.path)
        let read = try Array(lines.last!.utf8).withUnsafeBufferPointer { bytes in try reader.line(bytes, number: lines.count) }
        guard case .deletion(let deletion, _) = read else { Issue.record("not a deletion"); return }
        #expect(deletion.reason == "Keyed twice")
    }
}

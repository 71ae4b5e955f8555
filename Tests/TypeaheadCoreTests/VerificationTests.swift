import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
import TypeaheadEngine
@testable import TypeaheadStorage

/// Verification by a second keyer (issue 52): saved entries open with
/// their identity shown and the rest empty; where the verifier's value
/// differs from the first keying the field stops and shows both, and the
/// verifier keeps one (Alt+1 the first, Alt+2 their own) or types again.
/// The save is one line that supersedes and verifies the version, with
/// each difference's outcome, read back by the list, the history and the
/// statistics. The file is real.
@Suite("Verification", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct VerificationTests {
    static func householdForm() -> LoadedForm {
        let folder = TestForms.folder()
        let path = TestForms.write("""
            { "title": "Household", "identity": ["household"],
              "fields": [ { "id": "household", "label": "Household" }, { "id": "head", "label": "Head" },
                          { "id": "members", "label": "Members" } ] }
            """, named: "household.form.json", in: folder)
        return try! LoadedForm.load(formPath: path)
    }

    /// Three entries keyed by Ann (20 keys each), one by Bob, and one Ann
    /// keyed that is deleted: the lines a first keying left.
    static func firstKeying(at path: String) {
        let lines = [
            #"{"id": "a1", "submitted": "2027-01-15T09:00:00Z", "enteredBy": "ann", "values": {"household": "12", "head": "Ada Lovelace", "members": "3"}, "records": {}, "keying": {"keys": 20, "seconds": 30, "accepted": 0, "saved": 0}}"#,
            #"{"id": "a2", "submitted": "2027-01-15T09:01:00Z", "enteredBy": "ann", "values": {"household": "13", "head": "Bo Diddley", "members": "2"}, "records": {}, "keying": {"keys": 20, "seconds": 30, "accepted": 0, "saved": 0}}"#,
            #"{"id": "b1", "submitted": "2027-01-15T09:02:00Z", "enteredBy": "bob", "values": {"household": "14", "head": "Cy Twombly", "members": "5"}, "records": {}, "keying": {"keys": 20, "seconds": 30, "accepted": 0, "saved": 0}}"#,
            #"{"id": "a3", "submitted": "2027-01-15T09:03:00Z", "enteredBy": "ann", "values": {"household": "15", "head": "Di Gone", "members": "1"}, "records": {}}"#,
            #"{"id": "d3", "deletes": "a3", "submitted": "2027-01-15T09:04:00Z", "enteredBy": "ann"}"#,
        ]
        try! (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }

    func lines(_ driver: EntriesDriver) throws -> [[String: Any]] {
        try String(contentsOfFile: driver.path, encoding: .utf8).split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func driverVerifying(sample: EntriesToVerify.Sample = .all) -> EntriesDriver {
        let driver = EntriesDriver(Self.householdForm())
        Self.firstKeying(at: driver.path)
        driver.parts.verifyEntries(sample: sample, seed: 7, work: { job, then in then(job()) })
        return driver
    }

    /// Keys `text` in `field` and presses Return there.
    func key(_ driver: EntriesDriver, _ text: String, in field: Int) {
        driver.form.send(.focusEntered(field: field))
        driver.form.type(text, in: field)
        driver.form.press(.enter, in: field)
    }

    @Test func eachDisagreementStopsShowsBothAndIsSettledEachWay() throws {
        let driver = driverVerifying()
        var state = driver.form.state
        // The first entry: its identity shown, the rest blind, the keyer named.
        #expect(state.fields.map(\.text) == ["12", "", ""])
        #expect(state.focusedField == 1)
        #expect(state.banner == "Verifying entry 1 of 3, keyed by ann: key it from the paper. Ctrl+E stops verifying.")
        key(driver, "Ada Lovelace", in: 1)
        #expect(driver.form.state.focusedField == 2, "the same value goes on without a stop")
        let bells = driver.form.window.bells
        key(driver, "4", in: 2)
        state = driver.form.state
        #expect(driver.form.window.bells == bells + 1, "the bell, for a verifier who is not looking")
        #expect(state.banner == "Members differs: keyed first as “3”, now “4”. Alt+1 keeps the first, Alt+2 keeps yours, Escape to type it again.")
        #expect(state.bannerActions == [.keepFirst, .keepMine])
        // Keys typed on past the stop are held, and Return is no answer.
        driver.form.type("45", in: 2)
        driver.form.press(.enter, in: 2)
        let linesWhileStopped = try lines(driver).count
        #expect(driver.form.state.fields[2].text == "4" && linesWhileStopped == 5)
        // Alt+2: the verifier's value; it was the first keyer's error.
        driver.form.press(.keepOwnKeying, in: 2)
        var saved = try lines(driver)
        #expect(saved.count == 6)
        let first = saved[5]
        #expect(first["supersedes"] as? String == "a1" && first["verifies"] as? String == "a1")
        #expect(first["values"] as? [String: String] == ["household": "12", "head": "Ada Lovelace", "members": "4"])
        let verification = try #require(first["verification"] as? [String: Any])
        #expect(verification["keyer"] as? String == "ann" && verification["keys"] as? Int == 20)
        #expect(verification["outcomes"] as? [String: String] == ["members": "keyer"])
        // The next opens at once.
        state = driver.form.state
        #expect(state.fields.map(\.text) == ["13", "", ""] && state.focusedField == 1)
        #expect(state.toast?.text == "Entry verified (1 of 3)")
        // Alt+1: the first keying's value; the verifier mistyped.
        key(driver, "Bo Didley", in: 1)
        driver.form.press(.keepFirstKeying, in: 1)
        #expect(driver.form.state.fields[1].text == "Bo Diddley" && driver.form.state.focusedField == 2)
        key(driver, "2", in: 2)
        saved = try lines(driver)
        #expect(saved[6]["values"] as? [String: String] == ["household": "13", "head": "Bo Diddley", "members": "2"])
        #expect((saved[6]["verification"] as? [String: Any])?["outcomes"] as? [String: String] == ["head": "verifier"])
        // Escape, and typed again to agree: the verifier's error too.
        key(driver, "Cy Twombley", in: 1)
        driver.form.press(.escape, in: 1)
        #expect(driver.form.state.bannerActions.isEmpty)
        key(driver, "Cy Twombly", in: 1)
        // A value left differing is caught at the save.
        driver.form.send(.focusEntered(field: 2))
        driver.form.type("6", in: 2)
        driver.form.press(.save, in: 2)
        let linesAtSave = try lines(driver).count
        #expect(linesAtSave == 7 && driver.form.state.bannerActions == [.keepFirst, .keepMine])
        driver.form.press(.escape, in: 2)
        key(driver, "5", in: 2)
        saved = try lines(driver)
        #expect(saved.count == 8)
        #expect((saved[7]["verification"] as? [String: Any])?["outcomes"] as? [String: String] == ["head": "verifier", "members": "verifier"])
        // The last: the form comes back as it was.
        state = driver.form.state
        #expect(state.toast?.text == "3 entries verified" && state.fields.map(\.text) == ["", "", ""] && !state.isCorrecting)
        // Nothing left to verify.
        driver.parts.verifyEntries(sample: .all, seed: 1, work: { job, then in then(job()) })
        #expect(driver.form.state.toast?.text == "No entries to verify")
        // The list, narrowed to the unverified, says every entry is verified, not that none is saved.
        driver.entries.send(.unverifiedOnlyChanged(true))
        #expect(driver.state.rowCount == 0 && driver.state.emptyTitle == "Every Entry Verified")
        #expect(driver.state.emptyDescription == "A second keyer has verified each saved entry")
    }

    @Test func theListTheHistoryAndTheStatisticsReadTheOutcomes() throws {
        let driver = driverVerifying()
        key(driver, "Ada Lovelace", in: 1)
        key(driver, "4", in: 2)
        driver.form.press(.keepOwnKeying, in: 2)
        driver.form.send(.cancelCorrection)
        #expect(driver.form.state.toast?.text == "Verifying left: 1 of 3 verified" && !driver.form.state.isCorrecting)
        let table = try EntryTable.read(path: driver.path, columns: ["household", "head", "members"])
        #expect((0..<table.count).map(table.isVerified) == [true, false, false])
        let entry = try table.entry(at: 0)
        #expect(entry.verification?.keyerErrors == 1 && entry.values.first { $0.id == "members" }?.text == "4")
        // The history names the verifier's finding.
        let columns = EntriesColumns(spec: Self.householdForm().spec, clockStyle: .twentyFourHour)
        let history = try EntryHistory.read(path: driver.path, of: entry.original)
        let text = columns.historyLines(of: history, now: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(text.count == 2 && text[1].contains("Members: 3 → 4 (keying error)"), "\(text)")
        // Statistics: Ann's one error in the 20 keys of her entry verified: 50 per 1,000.
        let statistics = try KeyerStatistics.read(path: driver.path, timeZone: TimeZone(identifier: "UTC")!)
        let ann = try #require(statistics.rows.first { $0.keyer == "ann" })
        #expect(ann.entries == 3 && ann.verifiedKeys == 20 && ann.keyingErrors == 1 && ann.errorsPerThousandKeys == 50)
        #expect(statistics.rows.first { $0.keyer == "bob" }?.errorsPerThousandKeys == nil)
        #expect(statistics.csv.hasPrefix(KeyerStatistics.csvHeader + "\r\n"))
        #expect(KeyerStatistics.csvHeader.hasPrefix("keyer,day,entries,keystrokes,"))
        // The verifier's own day counts one verification, not an entry or a correction.
        let verifier = try #require(statistics.rows.first { $0.verifications == 1 })
        #expect(verifier.entries == 0 || verifier.keyer == "ann")
        #expect(verifier.corrections == 0)
    }

    @Test func theListShowsWhatIsVerifiedAndCanLeaveItOut() throws {
        let driver = driverVerifying()
        key(driver, "Ada Lovelace", in: 1)
        key(driver, "4", in: 2)
        driver.form.press(.keepOwnKeying, in: 2)
        driver.form.send(.cancelCorrection)
        driver.toggle()
        // Oldest last: Ann's second and Bob's entries unverified, the first verified, with Ann's error.
        #expect(driver.rows.map { [$0[1], $0[2]] } == [["14", "Cy Twombly"], ["13", "Bo Diddley"], ["12", "Ada Lovelace"]])
        #expect(driver.rows[2][0].hasSuffix(", verified (1 keying error)"), "\(driver.rows[2][0])")
        #expect(!driver.rows[0][0].contains("verified"))
        driver.entries.send(.unverifiedOnlyChanged(true))
        #expect(driver.state.unverifiedOnly && driver.names == ["14", "13"])
        #expect(driver.state.countText == "2 of 3 entries")
        // A search narrows it further, and the toggle off gives every entry back.
        driver.entries.send(.searchChanged("cy"))
        #expect(driver.names == ["14"])
        driver.entries.send(.searchChanged(""))
        driver.entries.send(.unverifiedOnlyChanged(false))
        #expect(driver.names == ["14", "13", "12"])

    }

    /// The same name, another record: Hamilton, New Zealand on the paper
    /// and in the first keying; the verifier takes Canada's. That differs,
    /// and Alt+1 brings back New Zealand's record with its country.
    @Test func aNamesakeIsADifferentValue() throws {
        let loaded = TestForms.placesForm(TestForms.namesakePlaces)
        let driver = FormDriver(loaded)
        let first = VerificationTarget(version: .uuid("p1"),
                                       values: Draft(values: ["clerk": "AB", "place": "Hamilton", "country": "New Zealand", "note": "n"],
                                                     records: ["place": "3", "country": "3"]),
                                       keyer: "ann", keys: 14)
        driver.send(.verify([first]))
        #expect(driver.state.fields.map(\.text) == ["AB", "", "", ""] && driver.state.focusedField == 1)
        driver.choose(typing: "Hamilton", row: 0, in: 1)
        #expect(driver.state.fields[2].text == "Canada")
        driver.press(.enter, in: 1)
        #expect(driver.state.banner == "Place differs: keyed first as “Hamilton (New Zealand)”, now “Hamilton (Canada)”. Alt+1 keeps the first, Alt+2 keeps yours, Escape to type it again.")
        driver.press(.keepFirstKeying, in: 1)
        #expect(driver.state.fields[2].text == "New Zealand" && driver.state.focusedField != 1, "the record's country follows it")
        // Ctrl+N keys it again from the start: the shown field stays, the rest empties.
        driver.press(.clear, in: 2)
        #expect(driver.state.fields.map(\.text) == ["AB", "", "", ""] && driver.state.focusedField == 1)
        driver.choose(typing: "Hamilton", row: 0, in: 1)
        driver.press(.enter, in: 1)
        driver.press(.keepFirstKeying, in: 1)
        driver.send(.focusEntered(field: 3))
        driver.type("n", in: 3)
        driver.press(.save, in: 3)
        let saved = try #require(driver.storage.saved.last)
        #expect(saved.records.first { $0.id == "place" }?.key == "3")
        #expect(saved.verification?.outcomes.map(\.id) == ["place"] && saved.verification?.outcomes.first?.outcome == .verifier)
    }

    @Test func aSampleTakesAShareOfEachKeyersEntriesAtRandomAndRepeatably() throws {
        let path = TestForms.folder().appendingPathComponent("many.jsonl").path
        let lines = (0..<14).map { index in
            let keyer = index < 10 ? "ann" : "bob"
            return #"{"id": "e\#(index)", "submitted": "2027-01-15T09:00:00Z", "enteredBy": "\#(keyer)", "values": {"n": "\#(index)"}, "records": {}}"#
        }
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let table = try EntryTable.read(path: path, columns: ["n", EntryTable.enteredByColumn])
        let sample = EntriesToVerify.rows(of: table, sample: .percent(25), seed: 42)
        // 25 % of Ann's 10 is 3 (rounded up), of Bob's 4 is 1.
        #expect(sample.filter { $0 < 10 }.count == 3 && sample.filter { $0 >= 10 }.count == 1)
        #expect(sample == EntriesToVerify.rows(of: table, sample: .percent(25), seed: 42), "one seed, one sample")
        let others = (1...20).map { EntriesToVerify.rows(of: table, sample: .percent(25), seed: UInt64($0)) }
        #expect(Set(others).count > 5, "another seed, another sample")
        #expect(EntriesToVerify.rows(of: table, sample: .all, seed: 1) == Array(0..<14))
        // A batch at a time, oldest first.
        let batch = try EntriesToVerify.read(path: path, fieldIDs: ["n"], sample: .all, seed: 1, limit: 5)
        #expect(batch.map { $0.text(of: "n") } == ["0", "1", "2", "3", "4"])
    }

    @Test func aVerificationLineThatDoesNotHoldTogetherIsRefusedAtItsPlace() throws {
        let reader = EntryFileReader(path: "e.jsonl")
        func refusal(_ line: String) -> String {
            do throws(LoadError) {
                _ = try Array(line.utf8).withUnsafeBufferPointer { bytes throws(LoadError) in try reader.line(bytes, number: 4) }
                return "read"
            } catch {
                return error.description
            }
        }
        let start = #"{"id": "v", "submitted": "2027-01-15T09:00:00Z", "values": {"n": "1"}, "#
        #expect(refusal(start + #""supersedes": "a", "verifies": "a"}"#) == "e.jsonl:4:103: 'verifies' needs 'verification'")
        #expect(refusal(start + #""supersedes": "a", "verifies": "b", "verification": {}}"#)
                    == "e.jsonl:4:103: 'verifies' must name the entry the line 'supersedes'")
        #expect(refusal(start + #""supersedes": "a", "verifies": "a", "verification": {"outcomes": {"n": "nobody"}}}"#)
                    == "e.jsonl:4:143: the outcome for 'n' must be 'keyer' or 'verifier'")
        #expect(refusal(#"{"id": "d", "deletes": "a", "submitted": "2027-01-15T09:00:00Z", "verifies": "a"}"#)
                    == "e.jsonl:4:66: a deletion has no 'verifies'")
        #expect(refusal(start + #""supersedes": "a", "verifies": "a", "verification": {"keyer": "ann", "keys": 3, "outcomes": {"n": "keyer"}}}"#) == "read")
    }

    @Test func theCommandLineAsksForAllOrASample() throws {
        #expect(try LaunchCommand.parse(["verify", "f.form.json"]) == .verify(file: "f.form.json", output: nil, sample: .all))
        #expect(try LaunchCommand.parse(["verify", "f.jsonl", "--sample", "10"]) == .verify(file: "f.jsonl", output: nil, sample: .percent(10)))
        #expect(try LaunchCommand.parse(["verify", "--sample=25%", "f.form.json", "--output", "o.jsonl"])
                    == .verify(file: "f.form.json", output: "o.jsonl", sample: .percent(25)))
        #expect(throws: UsageError(message: "--sample takes a percentage from 1 to 100, not '0'")) {
            try LaunchCommand.parse(["verify", "f.jsonl", "--sample", "0"])
        }
        #expect(throws: UsageError(message: "verify needs a FILE: a form or an entries file")) { try LaunchCommand.parse(["verify"]) }
    }
}

import Foundation
import Testing
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadEngine

/// The XLSForm reader on what the random forms do not make: what it
/// refuses and where, what it passes over, and workbooks that are not
/// workbooks. Workbooks are written by openpyxl (`Tests/oracle/write_workbook.py`).
@Suite("XLSForm workbooks", .timeLimit(minutes: 5), .hangWatchdog)
struct XLSFormReaderTests {
    let folder = TestForms.folder().path

    func workbook(_ sheets: [String: [[String]]], named name: String = "form.xlsx") throws -> String {
        try TestForms.workbook(sheets, named: name, in: folder)
    }

    func refusal(_ path: String) -> String? {
        do {
            _ = try FormFileReader.read(path: path)
            return nil
        } catch {
            return error.description.replacingOccurrences(of: path, with: "F")
        }
    }

    static let header = ["type", "name", "label"]

    @Test func aSurveyIsReadWithItsChoicesAndSettings() throws {
        let path = try workbook([
            "survey": [Self.header + ["hint", "required"],
                       ["start", "start", "", "", ""],
                       ["text", "name", "Name", "as on the ID", "yes"],
                       ["select one yn", "ok", "OK?", "", ""],
                       ["today", "today", "", "", ""]],
            "choices": [["list name", "name", "label"], ["yn", "yes", "Yes"], ["yn", "no", "No"]],
            "Settings": [["form_title", "form_id"], ["Intake", "intake"]],
        ])
        let spec = try FormFileReader.read(path: path)
        #expect(spec.title == "Intake")
        #expect(spec.fields.map(\.id) == ["start", "name", "ok", "today"])
        #expect(spec.fields.map(\.auto) == [.start, nil, nil, .today], "filled in by the form")
        #expect(spec.fields.map(\.hidden) == [true, false, false, true])
        #expect(spec.fields[1].placeholder == "as on the ID" && spec.fields[1].required)
        #expect(spec.fields[2].options == [ChoiceOption(value: "yes", label: "Yes"), ChoiceOption(value: "no", label: "No")])
        #expect(FormFileReader.isFormFile(path))
    }

    @Test func whatCannotBeKeyedYetIsRefusedAtItsCell() throws {
        let cases: [([String], String)] = [
            (["begin repeat", "kids", "Children"], "F: survey!A3: repeats (\"begin repeat\") are not supported yet: key each repetition as an entry of its own form"),
            (["geotrace", "where", "Where"], "F: survey!A3: question type 'geotrace' is not supported yet"),
            (["select_multiple nolist", "many", "Many"], "F: survey!A3: unknown choice list 'nolist' (the form's 'choices': yn)"),
            (["select_one nolist", "one", "One"], "F: survey!A3: unknown choice list 'nolist' (the form's 'choices': yn)"),
            (["text", "", "Nameless"], "F: survey!A3: a question needs a 'name'"),
            (["text", "a", "Again"], "F: survey!B3: duplicate field id 'a'"),
            (["end group", "", ""], "F: survey!A3: this \"end group\" closes no \"begin group\""),
            (["begin group", "g", "G"], "F: survey!A3: this \"begin group\" has no \"end group\""),
            (["calculate", "c", ""], "F: survey!A3: calculate field 'c' needs a 'calculation'"),
        ]
        for (row, expected) in cases {
            let path = try workbook(["survey": [Self.header, ["text", "a", "A"], row],
                                     "choices": [["list_name", "name", "label"], ["yn", "y", "Y"]]])
            #expect(refusal(path) == expected, "\(row)")
        }
        let choices = try workbook(["survey": [Self.header, ["select_one yn", "a", "A"]],
                                    "choices": [["list_name", "name", "label"], ["yn", "y", "Yes"], ["yn", "y", "Yes again"]]])
        #expect(refusal(choices) == "F: choices!B3: option 'y' is given twice")
        #expect([1, 26, 27, 52, 703].map(LoadError.columnLetters) == ["A", "Z", "AA", "AZ", "AAA"], "as a spreadsheet names columns")
    }

    @Test func aKeyingRoomsSettingsAndWarningsAreTypeaheadsOwnColumns() throws {
        let survey = [Self.header + ["warning", "warning_message"],
                      ["text", "household", "Household", "", ""], ["date", "visit", "Visit", "", ""],
                      ["integer", "age", "Age", ". <= 100", "Over a hundred?"]]
        let path = try workbook([
            "survey": survey,
            "settings": [["form_title", "identity", "ask_keyer", "reason_for_change", "allow_overrides"],
                         ["Visits", "household  visit", "yes", "TRUE", "no"]],
        ])
        let spec = try FormFileReader.read(path: path)
        #expect(spec.identity == [0, 1], "space-separated names, as a form file's array")
        #expect(spec.asksKeyer && spec.asksReasonForChange && !spec.overridesAllowed)
        #expect(spec.fields[2].warning?.text == ". <= 100" && spec.fields[2].warningMessage == "Over a hundred?")
        let plain = try FormFileReader.read(path: try workbook(["survey": survey], named: "plain.xlsx"))
        #expect(plain.identity.isEmpty && !plain.asksKeyer && !plain.asksReasonForChange && plain.overridesAllowed)
        let refused: [([String], String)] = [
            (["identity", "household hh"], "F: settings!A2: 'identity' names 'hh', no question of the survey"),
            (["identity", "visit visit"], "F: settings!A2: 'identity' names field 'visit' twice"),
            (["ask_keyer", "sometimes"], "F: settings!A2: 'ask_keyer' must be yes or no"),
        ]
        for (setting, expected) in refused {
            let bad = try workbook(["survey": survey, "settings": [[setting[0]], [setting[1]]]], named: "bad.xlsx")
            #expect(refusal(bad) == expected)
        }
    }

    @Test func aChoiceFilterReadsTheChoicesOtherColumns() throws {
        let path = try workbook(["survey": [Self.header + ["choice_filter"], ["select_one c", "country", "Country", ""],
                                            ["select_one r", "region", "Region", "country = ${country}"]],
                                 "choices": [["list_name", "name", "label", "country"], ["c", "ie", "Ireland", ""],
                                             ["r", "l", "Leinster", "ie"], ["r", "m", "Munster", "ie"]]])
        let spec = try FormFileReader.read(path: path)
        #expect(spec.fields[1].choiceFilter?.text == "country = ${country}")
        #expect(spec.fields[1].options.map(\.columns) == [["country": "ie"], ["country": "ie"]])
        #expect(spec.fields[0].options.map(\.columns) == [[:]], "an empty cell is no column")
    }

    @Test func anAcknowledgeIsOneOptionAndARequiredMessageIsTheForms() throws {
        let path = try workbook(["survey": [Self.header + ["required", "required_message"],
                                            ["acknowledge", "seen", "Consent read aloud", "yes", "Read the consent first"]]])
        let spec = try FormFileReader.read(path: path)
        #expect(spec.fields.first?.type == .choice && spec.fields.first?.options == [ChoiceOption(value: "OK", label: "OK")])
        #expect(spec.fields.first?.requiredMessage == "Read the consent first" && spec.fields.first?.required == true)
    }

    @Test func aPhotoIsLeftOutAndAPlaceIsTypedAsTwoNumbers() throws {
        let path = try workbook(["survey": [Self.header, ["image", "photo", "Photo of the house"], ["geopoint", "where", "Where"],
                                            ["audio", "voice", "Say your name"]]])
        let spec = try FormFileReader.read(path: path)
        #expect(spec.leftOut == ["photo", "voice"])
        #expect(spec.fields.map(\.id) == ["where"])
        let pattern = try LinearPattern(try #require(spec.fields.first?.pattern))
        #expect(pattern.matches("52.37 4.89") && pattern.matches("-33.9 151.2") && !pattern.matches("52.37") && !pattern.matches("north"))
    }

    @Test func aWorkbookThatIsNotAnXLSFormIsRefusedWhole() throws {
        let notZip = TestForms.write("type,name\ntext,a\n", named: "text.xlsx", in: URL(fileURLWithPath: folder))
        #expect(refusal(notZip) == "F: it is neither a form nor a workbook (no ZIP central directory)")
        let noSurvey = try workbook(["Sheet1": [["a", "b"]], "Sheet2": [["c"]]], named: "plain.xlsx")
        #expect(refusal(noSurvey) == "F: the workbook has no 'survey' sheet: it is not an XLSForm")
        let oneSheet = try workbook(["Sheet1": [Self.header, ["text", "state", "The State"]]], named: "one.xlsx")
        #expect(try FormFileReader.read(path: oneSheet).fields.map(\.label) == ["The State"], "one sheet is the survey, as pyxform reads it")
        let empty = try workbook(["survey": [Self.header, ["start", "start", ""]]], named: "empty.xlsx")
        #expect(refusal(empty) == "F: the survey has no question Typeahead can key")
        // Cut short: every length of a real workbook is refused, never a crash.
        let whole = try [UInt8](Data(contentsOf: URL(fileURLWithPath: try workbook(["survey": [Self.header, ["text", "a", "A"]]]))))
        for length in stride(from: 0, to: whole.count, by: max(1, whole.count / 97)) {
            let cut = TestForms.writeBytes(Array(whole.prefix(length)), named: "cut.xlsx", in: URL(fileURLWithPath: folder))
            #expect(refusal(cut) != nil, "cut at \(length) of \(whole.count) bytes")
        }
        // A byte changed anywhere: refused (a part read fails its checksum
        // or its unpacking), or read as before (a part not read); never
        // read as something else.
        var refused = 0
        for position in stride(from: 0, to: whole.count, by: max(1, whole.count / 150)) {
            var damaged = whole
            damaged[position] ^= 0x5A
            let changed = TestForms.writeBytes(damaged, named: "damaged.xlsx", in: URL(fileURLWithPath: folder))
            if let read = try? FormFileReader.read(path: changed) {
                #expect(read.fields.map(\.id) == ["a"] && read.fields[0].label == "A", "byte \(position) changed")
            } else {
                refused += 1
            }
        }
        #expect(refused > 20, "only \(refused) changed bytes were noticed")
    }

    @Test func aGroupsRelevantGoesToItsQuestions() throws {
        let path = try workbook(["survey": [Self.header + ["relevant"],
                                            ["integer", "n", "N", ""],
                                            ["begin_group", "g", "G", "${n} > 0"],
                                            ["text", "a", "A", ""],
                                            ["text", "b", "B", "${a} != ''"],
                                            ["end_group", "", "", ""],
                                            ["text", "c", "C", ""]]])
        let spec = try FormFileReader.read(path: path)
        #expect(spec.fields.map { $0.relevant?.text } == [nil, "${n} > 0", "(${n} > 0) and (${a} != '')", nil])
        #expect(spec.fields[2].relevant?.location == SourceLocation(line: 5, column: 4, sheet: "survey"), "placed at the question's own cell")
        #expect(spec.fields.map(\.section) == [nil, "G", nil, nil], "the group's label heads its first question")
    }
}

extension XLSFormReaderTests {
    /// A member whose sizes claim more than the file holds is refused at
    /// once (ZIPFoundation looped for ever on one, found by fuzzing).
    @Test func aMemberLargerThanItsFileIsRefusedAtOnce() throws {
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: try workbook(["survey": [Self.header, ["text", "a", "A"]]]))))
        let name = Array("xl/worksheets/sheet1.xml".utf8)
        // Its central directory entry: signature PK\1\2, the name at +46; sizes at +20 and +24.
        let entry = try #require(bytes.indices.first { at in
            at + 46 + name.count <= bytes.count && bytes[at..<at + 4] == [0x50, 0x4B, 0x01, 0x02] && Array(bytes[(at + 46)..<(at + 46 + name.count)]) == name
        })
        for offset in [20, 24] { bytes.replaceSubrange((entry + offset)..<(entry + offset + 4), with: [0xFF, 0xFF, 0xFF, 0x7F]) }
        let path = TestForms.writeBytes(bytes, named: "past-end.xlsx", in: URL(fileURLWithPath: folder))
        let started = ContinuousClock.now
        #expect(refusal(path) != nil)
        #expect(ContinuousClock.now - started < .seconds(5))
    }
}

import Foundation
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage
@testable import TypeaheadForms

/// Typed fields (`"type": "integer" | "decimal" | "date"`): what a keyer
/// from paper types is read the locale's way, refused at Return when it is
/// no value of the type or outside `min` and `max`, and saved as a JSON
/// number or an ISO date.
@Suite("Typed fields", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct FieldTypesTests {
    static let german = KeyingConventions(dateFormat: "%d.%m.%Y", radix: ",")
    static let american = KeyingConventions(dateFormat: "%m/%d/%y", radix: ".")
    static let people = 0, income = 1, born = 2, double = 3, note = 4
    static let form = """
        {"title": "Household",
         "fields": [
          {"id": "people", "label": "People", "type": "integer", "min": 1, "max": 30},
          {"id": "income", "label": "Income", "type": "decimal", "min": 0},
          {"id": "born", "label": "Born", "type": "date", "min": "1900-01-01", "max": "2026-12-31"},
          {"id": "double", "label": "Twice the income", "type": "decimal", "calculation": "${income} * 2"},
          {"id": "note", "label": "Note"}
         ]}
        """
    let folder = TestForms.folder()

    func driver(_ conventions: KeyingConventions = Self.german) throws -> FormDriver {
        let path = TestForms.write(Self.form, named: "typed.form.json", in: folder)
        return FormDriver(try LoadedForm.load(path: path), conventions: conventions)
    }

    func refusal(_ field: String) -> String? {
        TestForms.refusal(of: "{\"title\": \"T\",\n \"fields\": [\(field)]}", in: folder)
    }

    @Test func theLocaleSaysHowDatesAndDecimalsAreWritten() {
        #expect(Self.german == KeyingConventions(dateOrder: .dayMonthYear, dateSeparator: ".", decimalSeparator: ","))
        #expect(Self.american == KeyingConventions(dateOrder: .monthDayYear, dateSeparator: "/", decimalSeparator: "."))
        #expect(KeyingConventions(dateFormat: "%Y-%m-%d", radix: ",") == KeyingConventions(dateOrder: .yearMonthDay, dateSeparator: "-", decimalSeparator: ","))
        #expect(KeyingConventions(dateFormat: "%d/%m/%y", radix: ".").dateOrder == .dayMonthYear) // he_IL, en_GB, fr_FR
        #expect(KeyingConventions(dateFormat: "%x", radix: "") == .international)
    }

    /// The installed locales themselves (scripts/deps.sh makes German and
    /// Hebrew; C is English's POSIX order): what a keyer of each types is
    /// read as the same day and number, and written back their way.
    @Test(arguments: [("C", "05/17/1990", "3.5", "05/17/1990"), ("de_DE.UTF-8", "17.05.1990", "3,5", "17.05.1990"),
                      ("he_IL.UTF-8", "17/05/1990", "3.5", "17/05/1990")])
    func eachLocaleReadsAndWritesItsOwnWay(locale: String, date: String, decimal: String, written: String) throws {
        let conventions = try #require(KeyingConventions.of(locale: locale), "\(locale) is not installed (scripts/deps.sh makes it)")
        #expect(TypedText.read(date, as: .date, conventions: conventions) == .value("1990-05-17"))
        #expect(TypedText.read("1990-05-17", as: .date, conventions: conventions) == .value("1990-05-17"), "ISO anywhere")
        #expect(TypedText.read(decimal, as: .decimal, conventions: conventions) == .value("3.5"))
        #expect(TypedText.written(CalendarDate(year: 1990, month: 5, day: 17)!, conventions: conventions) == written)
        #expect(TypedText.read("17.05.90", as: .date, conventions: conventions) == .notOfType, "a two-digit year is a guess")
    }

    @Test func numbersAreReadAsAKeyerWritesThem() {
        #expect(TypedText.integer("42") == "42")
        #expect(TypedText.integer("007") == "7")
        #expect(TypedText.integer("-12") == "-12")
        #expect(TypedText.integer("+3") == "3")
        for bad in ["", "-", "4.0", "4 2", "1e3", "٣", "1234567890123456"] { #expect(TypedText.integer(bad) == nil, "\(bad)") }
        #expect(TypedText.decimal("3,5", separator: ",") == "3.5")
        #expect(TypedText.decimal("3.5", separator: ",") == "3.5")
        #expect(TypedText.decimal(",5", separator: ",") == "0.5")
        #expect(TypedText.decimal("5.", separator: ",") == "5")
        #expect(TypedText.decimal("-0012.50", separator: ",") == "-12.50")
        #expect(TypedText.decimal("3,5", separator: ".") == nil, "where the locale's separator is a point, a comma is a slip, not a guess")
        for bad in [".", "1.2.3", "1,234.5", "1 000", "abc", "1e3"] { #expect(TypedText.decimal(bad, separator: ",") == nil, "\(bad)") }
    }

    @Test func datesAreReadInTheLocalesOrder() {
        let german = KeyingConventions.DateOrder.dayMonthYear, american = KeyingConventions.DateOrder.monthDayYear
        #expect(TypedText.date("17.05.1990", order: german) == .value("1990-05-17"))
        #expect(TypedText.date("17051990", order: german) == .value("1990-05-17"))
        #expect(TypedText.date("7.5.1990", order: german) == .value("1990-05-07"))
        #expect(TypedText.date("1990-05-17", order: german) == .value("1990-05-17"), "ISO in any locale")
        #expect(TypedText.date("05/17/1990", order: american) == .value("1990-05-17"))
        #expect(TypedText.date("05171990", order: american) == .value("1990-05-17"))
        #expect(TypedText.date("19900517", order: .yearMonthDay) == .value("1990-05-17"))
        #expect(TypedText.date("29.02.2000", order: german) == .value("2000-02-29"))
        #expect(TypedText.date("29.02.1900", order: german) == .noSuchDay(year: 1900, month: 2, day: 29))
        #expect(TypedText.date("31021990", order: german) == .noSuchDay(year: 1990, month: 2, day: 31))
        #expect(TypedText.date("17.13.1990", order: german) == .noSuchDay(year: 1990, month: 13, day: 17))
        for bad in ["17.05.90", "170590", "17.05", "abc", "17.05.1990.1", "1990-05", "17..1990"] {
            #expect(TypedText.date(bad, order: german) == .notOfType, "\(bad)")
        }
    }

    @Test func timesAreReadAsAKeyerWritesThem() {
        for (typed, saved) in [("14:30", "14:30"), ("9:05", "09:05"), ("14.30", "14:30"), ("1430", "14:30"), ("930", "09:30"), ("0:00", "00:00")] {
            #expect(TypedText.time(typed) == saved, "\(typed)")
        }
        for typed in ["24:00", "12:60", "1:5", "12", "12345", "a:30", "12:3x", "12:30:00"] {
            #expect(TypedText.time(typed) == nil, "\(typed)")
        }
        let german = KeyingConventions.DateOrder.dayMonthYear
        #expect(TypedText.dateTime("17.05.1990 14:30", order: german) == .value("1990-05-17T14:30"))
        #expect(TypedText.dateTime("1990-05-17T1430", order: german) == .value("1990-05-17T14:30"))
        #expect(TypedText.dateTime("31.02.1990 14:30", order: german) == .noSuchDay(year: 1990, month: 2, day: 31))
        #expect(TypedText.dateTime("17.05.1990", order: german) == .notOfType, "a time is needed too")
        #expect(ExpressionValue.string("18:00").number == 0.75, "a time is its part of a day, as ODK's decimal-time")
        #expect(ExpressionValue.string("1970-01-02T06:00").number == 1.25)
    }

    @Test func aTimeFieldIsKeyedFastAndSavedAsWritten() throws {
        let text = """
            {"title": "Visit", "fields": [{"id": "came", "label": "Came", "type": "time"},
             {"id": "left", "label": "Left", "type": "datetime", "constraint": ". > ${came}"}, {"id": "note", "label": "Note"}]}
            """
        let form = FormDriver(try LoadedForm.load(path: TestForms.write(text, named: "visit.form.json", in: folder)), conventions: Self.german)
        #expect(form.state.fields.map(\.placeholder) == ["14:30", "17.05.1990 14:30", ""])
        form.key("2530\n")
        #expect(form.state.fields[0].error == "Came must be a time such as 14:30")
        form.send(.textEdited(field: 0, text: ""))
        form.key("930\n")
        #expect(form.state.fields[0].text == "09:30", "shown as saved once left")
        form.key("17051990 1015\nok")
        #expect(form.state.fields[1].text == "1990-05-17 10:15")
        form.hit(.field(.save))
        #expect(form.lastSavedValues == ["came": "09:30", "left": "1990-05-17T10:15", "note": "ok"])
    }

    @Test func aScreenReaderHearsWhatEachFieldTakes() throws {
        #expect(try driver().state.fields.map(\.format) == [
            "Whole number, from 1 to 30", "Number, at least 0", "Date, day month year, from 01.01.1900 to 31.12.2026", "Number", "",
        ])
        #expect(try driver(Self.american).state.fields[Self.born].format == "Date, month day year, from 01/01/1900 to 12/31/2026")
    }

    @Test func aValueOutsideItsBoundsOrTypeStopsReturnWithTheBell() throws {
        let form = try driver()
        form.key("45\n")
        #expect(form.state.focusedField == Self.people)
        #expect(form.window.bells == 1)
        #expect(form.state.fields[Self.people].error == "People must be from 1 to 30")
        form.send(.textEdited(field: Self.people, text: "vier"))
        form.key("\n")
        #expect(form.state.fields[Self.people].error == "People must be a whole number")
        form.send(.textEdited(field: Self.people, text: "4"))
        form.key("\n-1\n")
        #expect(form.state.fields[Self.income].error == "Income must be at least 0")
        form.send(.textEdited(field: Self.income, text: "1250,50"))
        form.key("\n31021990\n")
        #expect(form.state.focusedField == Self.born)
        #expect(form.state.fields[Self.born].error == "31.02.1990 is not a day of the calendar")
        form.send(.textEdited(field: Self.born, text: "1.1.1850"))
        form.key("\n")
        #expect(form.state.fields[Self.born].error == "Born must be from 01.01.1900 to 31.12.2026")
        form.send(.textEdited(field: Self.born, text: "17051990"))
        form.key("\n")
        #expect(form.state.focusedField == Self.note, "Return passes over the calculated field")
        #expect(form.state.fields[Self.born].text == "1990-05-17", "the date shows as it was read")
        #expect(form.state.fields[Self.double].text == "2501", "expressions read the decimal typed with a comma")
        form.hit(.field(.save))
        let line = try #require(form.saved.last?.jsonLine)
        #expect(line.contains(#""values": {"people": 4, "income": 1250.50, "born": "1990-05-17", "double": 2501, "note": ""}"#), "\(line)")
    }

    @Test func aDateFieldShowsHowTheLocaleWritesOne() throws {
        #expect(try driver().state.fields[Self.born].placeholder == "17.05.1990")
        #expect(try driver(Self.american).state.fields[Self.born].placeholder == "05/17/1990")
        let form = try driver(Self.american)
        form.send(.focusEntered(field: Self.born))
        form.key("17.05.1990\n")
        #expect(form.state.fields[Self.born].error == "17/05/1990 is not a day of the calendar", "month 17, written the locale's way")
    }

    @Test func aSavedNumberIsReadBackAsTheEntrysValue() throws {
        let form = try driver()
        form.key("12\n3,5\n")
        form.hit(.field(.save))
        let path = folder.appendingPathComponent("typed.entries.jsonl").path
        try (form.saved.last!.jsonLine + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let values = try EntryTable.read(path: path).entry(at: 0).values
        #expect(values.first { $0.id == "people" }?.text == "12")
        #expect(values.first { $0.id == "income" }?.text == "3.5")
    }

    @Test func aTypeOrBoundTheFieldCannotHaveIsRefusedAtItsPlace() {
        #expect(refusal(#"{"id": "a", "type": "number"}"#) == "F:2:33: unknown 'type' 'number' (types: text, integer, decimal, date, time, datetime, choice, choices)")
        #expect(refusal(#"{"id": "a", "min": 1}"#) == "F:2:32: 'min' of field 'a' needs a 'type' of integer, decimal or date")
        #expect(refusal(#"{"id": "a", "type": "integer", "max": 2.5}"#) == "F:2:51: 'max' of field 'a' must be a whole number")
        #expect(refusal(#"{"id": "a", "type": "decimal", "min": "1"}"#) == "F:2:51: 'min' of field 'a' must be a number")
        #expect(refusal(#"{"id": "a", "type": "date", "min": "17.05.1990"}"#) == "F:2:48: 'min' of field 'a' must be a date written as 1990-05-17")
        #expect(refusal(#"{"id": "a", "type": "date", "min": "1990-02-30"}"#)?.hasPrefix("F:2:48: 'min'") == true)
        #expect(refusal(#"{"id": "a", "type": "integer", "min": 5, "max": 1}"#) == "F:2:61: 'max' of field 'a' is below its 'min'")
    }
}

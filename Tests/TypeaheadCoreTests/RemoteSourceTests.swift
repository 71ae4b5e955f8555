import Foundation
import Synchronization
import Testing
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage
@testable import TypeaheadForms

/// A server that answers when the test says so.
final class FakeTransport: RemoteTransport, @unchecked Sendable {
    struct Call { var url: URL; var headers: [String: String]; var done: @Sendable (RemoteResult) -> Void; var cancelled: Bool }
    var calls: [Call] = []

    func get(_ url: URL, headers: [String: String], timeout: Double,
             done: @escaping @Sendable (RemoteResult) -> Void) -> @Sendable () -> Void {
        calls.append(Call(url: url, headers: headers, done: done, cancelled: false))
        let index = calls.count - 1
        return { [weak self] in self?.calls[index].cancelled = true }
    }

    var queries: [String] {
        calls.map { URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "q" }?.value ?? "" }
    }

    func reply(_ index: Int, _ json: String, status: Int = 200) {
        calls[index].done(.reply(status: status, body: Array(json.utf8)))
    }

    func fail(_ index: Int, _ why: String = "unreachable") {
        calls[index].done(.failed(why))
    }
}

func cities(_ names: [(Int, String, String)]) -> String {
    "{\"rows\": [" + names.map { "{\"record\": {\"id\": \($0.0), \"name\": \"\($0.1)\", \"country\": \"\($0.2)\"}}" }
        .joined(separator: ",") + "]}"
}

@MainActor
@Suite("A remote source", .timeLimit(minutes: 5), .hangWatchdog)
struct RemoteSourceTests {
    static let formJSON = """
    {
      "title": "Remote",
      "sources": {
        "cities": { "url": "http://127.0.0.1:9/s?q={query}&n={limit}", "results": "rows", "record": "record",
                    "key": "id", "detail": "{country}", "headers": { "Authorization": "Bearer ${TYPEAHEAD_TEST_KEY}" } }
      },
      "fields": [
        { "id": "city", "source": "cities", "column": "name", "strict": true, "required": true },
        { "id": "country", "source": "cities", "column": "country" },
        { "id": "notes" }
      ]
    }
    """

    func load(_ text: String = formJSON) throws -> LoadedForm {
        setenv("TYPEAHEAD_TEST_KEY", "sekret", 1)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("remote-\(UUID().uuidString).form.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try LoadedForm.load(formPath: path)
    }

    /// Lets the main queue run the replies the matcher hopped back with.
    func settle() async throws { try await drainMainQueue() }

    @Test func readsTheContract() throws {
        let form = try load()
        let remote = try #require(form.remoteSources["cities"])
        #expect(remote.spec.results == ["rows"])
        #expect(remote.spec.record == ["record"])
        #expect(remote.spec.headers == ["Authorization": "Bearer sekret"])
        #expect(remote.spec.timeout == RemoteSpec.defaultTimeout)
        #expect(remote.spec.requestURL(query: "São Paulo & co", limit: 16)?.absoluteString
                == "http://127.0.0.1:9/s?q=S%C3%A3o%20Paulo%20%26%20co&n=16")
    }

    /// `{query_folded}` asks a server column kept folded as local matching
    /// folds (issue 23: Datasette's prefix match is accent-sensitive, so
    /// "zur" found Zuru, Nigeria, and not Zürich).
    @Test func theFoldedQueryIsFoldedAsLocalMatchingFolds() throws {
        let spec = RemoteSpec(url: "http://127.0.0.1:8001/c.json?name_folded__startswith={query_folded}&raw={query}&_size={limit}")
        #expect(spec.requestURL(query: "Zür Straße", limit: 16)?.absoluteString
                == "http://127.0.0.1:8001/c.json?name_folded__startswith=zur%20strasse&raw=Z%C3%BCr%20Stra%C3%9Fe&_size=16")
        #expect(spec.requestURL(query: "SÃO", limit: 1)?.absoluteString.contains("startswith=sao&") == true)
        // Either placeholder says where the typed text goes.
        let folded = Self.formJSON.replacingOccurrences(of: "{query}", with: "{query_folded}")
        #expect(try load(folded).remoteSources["cities"]?.spec.url.contains("{query_folded}") == true)
        let neither = Self.formJSON.replacingOccurrences(of: "{query}", with: "x")
        #expect(throws: LoadError.self) { try load(neither) }
    }

    @Test func aMissingVariableIsRefusedWhereItIsWritten() throws {
        let text = Self.formJSON.replacingOccurrences(of: "TYPEAHEAD_TEST_KEY", with: "TYPEAHEAD_NOT_SET_ANYWHERE")
        do {
            _ = try load(text)
            Issue.record("loaded")
        } catch let error as LoadError {
            #expect(error.line == 5)
            #expect(error.description.contains("${TYPEAHEAD_NOT_SET_ANYWHERE}"))
        }
    }

    @Test func refusesOtherSchemesAndAURLWithoutQuery() throws {
        for url in ["ftp://x/{query}", "http://127.0.0.1/all"] {
            #expect(throws: LoadError.self) { try load(Self.formJSON.replacingOccurrences(of: "http://127.0.0.1:9/s?q={query}&n={limit}", with: url)) }
        }
    }

    @Test func debouncesAndChoosesARecordThatFillsItsFields() async throws {
        let transport = FakeTransport()
        let driver = FormDriver(try load(), transport: transport)
        driver.type("Z", in: 0)
        driver.type("Zu", in: 0)
        driver.type("Zur", in: 0)
        #expect(transport.calls.isEmpty)
        // The spinner timers and the debounce: only the last debounce asks.
        driver.clock.runAll()
        #expect(transport.queries == ["Zur"])
        #expect(transport.calls[0].headers["Authorization"] == "Bearer sekret")
        #expect(driver.state.fields[0].isLoading)
        transport.reply(0, cities([(1, "Zürich", "Switzerland"), (2, "Zurrieq", "Malta")]))
        try await settle()
        #expect(driver.state.fields[0].rows.map(\.text) == ["Zürich", "Zurrieq"])
        #expect(driver.state.fields[0].rows[0].detail == "Switzerland")
        #expect(driver.state.fields[0].completion == "ich")
        driver.press(.enter, in: 0)
        #expect(driver.machine.viewState.fields[1].text == "Switzerland")
        driver.press(.enter, in: 1)
        driver.press(.enter, in: 2)
        #expect(driver.saved.count == 1)
        #expect(driver.saved[0].records.map { "\($0.id)=\($0.key)" } == ["city=1", "country=1"])
    }

    @Test func aLateAnswerNeverReplacesANewerOne() async throws {
        let transport = FakeTransport()
        let driver = FormDriver(try load(), transport: transport)
        driver.type("Pa", in: 0)
        driver.clock.runAll()
        driver.type("Par", in: 0)
        driver.clock.runAll()
        #expect(transport.queries == ["Pa", "Par"])
        #expect(transport.calls[0].cancelled)
        transport.reply(1, cities([(3, "Paris", "France")]))
        transport.reply(0, cities([(4, "Panama", "Panama")]))
        try await settle()
        #expect(driver.state.fields[0].rows.map(\.text) == ["Paris"])
    }

    @Test func answersAreKeptPerQueryForTheSession() async throws {
        let transport = FakeTransport()
        let driver = FormDriver(try load(), transport: transport)
        driver.type("Pa", in: 0)
        driver.clock.runAll()
        transport.reply(0, cities([(3, "Paris", "France"), (4, "Panama", "Panama")]))
        try await settle()
        driver.type("Par", in: 0)
        driver.clock.runAll()
        transport.reply(1, cities([(3, "Paris", "France")]))
        try await settle()
        driver.type("Pa", in: 0)
        #expect(transport.calls.count == 2)
        #expect(driver.state.fields[0].rows.map(\.text) == ["Paris", "Panama"])
    }

    /// Issue 24.1: every record a server sent became a row, and a record
    /// kept: 40,000 of them froze the window for 5.6 s. The answer is cut
    /// to the form's limit (two pages of the list) before the main thread
    /// sees it.
    @Test func anAnswerIsCutToTheFormsLimit() async throws {
        let transport = FakeTransport()
        let form = try load()
        let driver = FormDriver(form, transport: transport)
        driver.type("Pa", in: 0)
        driver.clock.runAll()
        transport.reply(0, cities((0..<40_000).map { ($0, "Pa\($0)", "Somewhere") }))
        try await settle()
        let limit = form.spec.fields[0].suggestionLimit
        #expect(driver.state.fields[0].rows.count == limit)
        #expect(try #require(form.remoteSources["cities"]).recordCount == limit)
    }

    /// Issue 24.10: invalid UTF-8 from a server was shown (and could be
    /// saved) as "Z\u{FFFD}\u{FFFD}urich"; a data file with it is refused.
    @Test func anAnswerThatIsNotUTF8IsRefusedWithWhereItGoesWrong() async throws {
        let transport = FakeTransport()
        let driver = FormDriver(try load(), transport: transport)
        driver.type("Zu", in: 0)
        driver.clock.runAll()
        var body = Array(cities([(1, "Zurich", "Switzerland")]).utf8)
        body.insert(contentsOf: [0xC3, 0x28], at: body.firstIndex(of: UInt8(ascii: "u"))!)
        transport.calls[0].done(.reply(status: 200, body: body))
        try await settle()
        #expect(driver.state.fields[0].rows.map(\.text) == ["The cities server sent an answer Typeahead cannot read: not UTF-8 (byte 0xC3 at 1:42)"])
    }

    /// Issue 24.6: a hung server stalled the editing keys of its field:
    /// Backspace showed 4.8 s later (29.6 s with a 30 s timeout), with no
    /// completion on screen. They act on what the field shows; the answer
    /// to the text they replaced is dropped when it comes.
    @Test func editingKeysNeverWaitForAServer() async throws {
        let transport = FakeTransport()
        let driver = FormDriver(try load(), transport: transport)
        driver.send(.focusEntered(field: 0))
        for letter in "Par" { driver.hit(.edit(.insert(String(letter)))) }
        driver.clock.runAll() // the request goes; the server does not answer
        driver.hit(.edit(.backspace))
        driver.hit(.edit(.left))
        #expect(!driver.state.isWaiting)
        #expect(driver.state.fields[0].text == "Pa")
        transport.reply(0, cities([(3, "Paris", "France")])) // the answer to "Par", late
        try await settle()
        #expect(driver.state.fields[0].text == "Pa")
        #expect(driver.state.fields[0].completion == nil)
    }

    @Test func returnBeforeTheAnswerWaitsForIt() async throws {
        let transport = FakeTransport()
        let driver = FormDriver(try load(), transport: transport)
        driver.type("Zur", in: 0)
        driver.press(.enter, in: 0)
        #expect(driver.state.focusedField == 0)
        driver.clock.runAll()
        transport.reply(0, cities([(1, "Zürich", "Switzerland")]))
        try await settle()
        #expect(driver.machine.viewState.fields[0].text == "Zürich")
        #expect(driver.machine.viewState.fields[1].text == "Switzerland")
        #expect(driver.state.focusedField == 1)
    }

    @Test func aFailureIsARowAndTheNextKeyTriesAgain() async throws {
        let transport = FakeTransport()
        let driver = FormDriver(try load(), transport: transport)
        driver.type("Ber", in: 0)
        driver.clock.runAll()
        transport.fail(0)
        try await settle()
        // In words, the server named after its source, never its address
        // (issue 23); the banner says what still works.
        #expect(driver.state.fields[0].rows.map(\.text) == ["No connection to the cities server"])
        #expect(driver.state.banner == "No connection to the cities server. Until it answers again, city has no suggestions "
                    + "and its values are not confirmed; the rest of the form works as usual, and nothing you type is lost.")
        #expect(driver.state.fields[0].text == "Ber")
        #expect(driver.state.fields[0].highlightedRow == nil)
        // Return keeps the typed text; the strict field says why it is not saved.
        driver.press(.enter, in: 0)
        #expect(driver.state.fields[0].error == "No connection to the cities server. This value is not confirmed: "
                    + "try again, or choose a suggestion")
        driver.send(.key(field: 0, .save))
        #expect(driver.saved.isEmpty)
        driver.type("Bern", in: 0)
        driver.clock.runAll()
        #expect(transport.calls.count == 2)
        transport.reply(1, "{\"oops\": 1}", status: 503)
        try await settle()
        #expect(driver.state.fields[0].rows.map(\.text) == ["The cities server answered with an error (HTTP 503 Service Unavailable)"])
        driver.type("Bern ", in: 0)
        driver.clock.runAll()
        transport.reply(2, "<html>not json")
        try await settle()
        #expect(driver.state.fields[0].rows.first?.text.hasPrefix("The cities server sent an answer Typeahead cannot read") == true)
        // Reached again: the banner goes.
        #expect(driver.state.banner == nil)
    }

    @Test func aConfirmedTypedValueIsSavedWithItsRecord() async throws {
        let transport = FakeTransport()
        let driver = FormDriver(try load(), transport: transport)
        driver.type("bern", in: 0)
        driver.clock.runAll()
        transport.reply(0, cities([(7, "Bern", "Switzerland"), (8, "Bernau", "Germany")]))
        try await settle()
        driver.press(.escape, in: 0)
        driver.send(.key(field: 0, .save))
        #expect(driver.saved.first?.values.first { $0.id == "city" }?.text == "Bern")
        #expect(driver.saved.first?.records.first { $0.id == "city" }?.key == "7")
    }

    @Test func aDraftBringsBackARemoteRecordWithoutTheServer() throws {
        let transport = FakeTransport()
        let draft = Draft(values: ["city": "Zürich", "country": "Switzerland", "notes": ""],
                          records: ["city": "1", "country": "1"])
        let driver = FormDriver(try load(), draft: draft, transport: transport)
        #expect(driver.state.fields[0].isChosen)
        driver.send(.focusEntered(field: 2))
        driver.send(.key(field: 2, .save))
        #expect(transport.calls.isEmpty)
        #expect(driver.saved.first?.records.map { "\($0.id)=\($0.key)" } == ["city=1", "country=1"])
    }
}

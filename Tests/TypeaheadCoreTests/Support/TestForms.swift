import Foundation
@testable import TypeaheadCore

/// Small forms and files for tests, written to a fresh temporary folder.
enum TestForms {
    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typeahead-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, named name: String, in folder: URL) -> String {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    static func writeBytes(_ bytes: [UInt8], named name: String, in folder: URL) -> String {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    static let citiesTSV = """
        id\tname\tcountry\tpopulation
        1\tSpringfield\tUnited States\t160000
        2\tSpringfield\tUnited States\t110000
        3\tZürich\tSwitzerland\t400000
        4\tZug\tSwitzerland\t30000
        5\tSão Paulo\tBrazil\t12000000
        6\tNew York\tUnited States\t8000000
        7\tYork\tUnited Kingdom\t200000

        """

    /// A form of a person, a city (filling its country) and a country.
    static func tripForm(strictCity: Bool = true, cityOptions: String = "", dim: Bool = true) -> LoadedForm {
        let folder = folder()
        _ = write(citiesTSV, named: "cities.tsv", in: folder)
        let form = """
            {
              "title": "Trip", "dim": \(dim),
              "sources": { "cities": { "file": "cities.tsv", "key": "id", "weight": "population", "detail": "{country}" } },
              "fields": [
                { "id": "name", "label": "Name", "required": true },
                { "id": "city", "label": "City", "source": "cities", "column": "name", "strict": \(strictCity)\(cityOptions) },
                { "id": "country", "label": "Country", "source": "cities", "column": "country" }
              ]
            }
            """
        let path = write(form, named: "trip.form.json", in: folder)
        return try! LoadedForm.load(formPath: path)
    }
}

/// Drives a `FormMachine` as the app does, answering suggestion requests at
/// once, or, with `answersAtOnce` off, when the test calls `answer()`.
struct FormDriver {
    var machine: FormMachine
    var effects: [FormEffect] = []
    var answersAtOnce = true
    /// Requests not answered yet, oldest first.
    var pending: [(field: Int, generation: Int, query: String, narrowing: [String: String], preferred: [String])] = []

    init(_ form: LoadedForm, history: ChoiceHistory = ChoiceHistory()) {
        machine = FormMachine(form: form, history: history, clock: { Date(timeIntervalSince1970: 1_800_000_000) })
        send(.focusEntered(field: 0))
    }

    var state: FormViewState { machine.viewState }

    @discardableResult
    mutating func send(_ event: FormEvent) -> FormUpdate {
        let update = machine.handle(event)
        for effect in update.effects {
            effects.append(effect)
            switch effect {
            case .requestSuggestions(let field, let generation, let query, let narrowing, let preferred):
                pending.append((field, generation, query, narrowing, preferred))
                if answersAtOnce { answer() }
            case .moveFocus(let field):
                if let focused = machine.viewState.focusedField { send(.focusLeft(field: focused)) }
                send(.focusEntered(field: field))
            case .save, .storeDraft, .storeHistory:
                break
            }
        }
        return update
    }

    /// Answers the oldest pending request.
    mutating func answer() {
        guard !pending.isEmpty else { return }
        let (field, generation, query, narrowing, preferred) = pending.removeFirst()
        let found = FormMachine.suggestions(for: machine.spec.fields[field], query: query, narrowing: narrowing,
                                            preferred: preferred, in: machine.loadedSources)
        send(.suggestionsArrived(field: field, generation: generation, suggestions: found))
    }

    mutating func type(_ text: String, in field: Int) {
        send(.textEdited(field: field, text: text))
    }

    @discardableResult
    mutating func press(_ key: FieldKey, in field: Int) -> FormUpdate {
        send(.key(field: field, key))
    }

    /// Focuses `field`, types `query`, highlights row `row` with Down, and presses Return.
    mutating func choose(typing query: String, row: Int = 0, in field: Int) {
        send(.focusEntered(field: field))
        type(query, in: field)
        for _ in 0...machine.viewState.fields[field].rows.count where state.fields[field].highlightedRow != row {
            press(.down, in: field)
        }
        press(.enter, in: field)
    }

    /// Every draft stored or dropped (nil), in order.
    var drafts: [Draft?] {
        effects.compactMap { if case .storeDraft(let draft) = $0 { .some(draft) } else { nil } }
    }

    var saved: [Submission] {
        effects.compactMap { if case .save(let submission) = $0 { submission } else { nil } }
    }
}

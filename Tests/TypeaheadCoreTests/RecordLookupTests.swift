import Testing
@testable import TypeaheadForms
@testable import FormTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// The machine asks about records only through the `RecordLookup` it is
/// given: what the lookup says decides what it draws and saves.
@Suite("Record lookup", .timeLimit(minutes: 5), .hangWatchdog)
struct RecordLookupTests {
    /// The form's own sources, with their indexes said to be building
    /// until `finishIndexing()`.
    final class IndexingLookup: RecordLookup {
        let sources: SourceLookup
        private let indexed = Locked(false)
        init(_ form: LoadedForm) { sources = SourceLookup(form) }
        func finishIndexing() { indexed.withLock { $0 = true } }

        func isIndexed(_ column: String, of source: String) -> Bool { indexed.withLock { $0 } }
        func records(of source: String, in column: String, equalTo text: String) -> [Int] {
            sources.records(of: source, in: column, equalTo: text)
        }
        func filter(of source: String, _ constraints: [String: String]) -> RecordFilter? { sources.filter(of: source, constraints) }
        func key(of record: Int, in source: String) -> String? { sources.key(of: record, in: source) }
        func value(of record: Int, column: String, in source: String) -> String? {
            sources.value(of: record, column: column, in: source)
        }
        func detail(of record: Int, in source: String) -> String? { sources.detail(of: record, in: source) }
        func record(withKey key: String, in source: String) -> Int? { sources.record(withKey: key, in: source) }
        func suggestionsNow(for field: FieldSpec, query: String, narrowing: [String: String],
                            preferring preferred: [String]) -> [Suggestion] {
            sources.suggestionsNow(for: field, query: query, narrowing: narrowing, preferring: preferred)
        }
        func rows(of records: [Int], for field: FieldSpec, query: String, preferring preferred: [String]) -> [Suggestion]? {
            sources.rows(of: records, for: field, query: query, preferring: preferred)
        }
        func serverTitle(of source: String) -> String? { sources.serverTitle(of: source) }
        func adoptRecord(key: String, values: [String: String], in source: String) -> Int? {
            sources.adoptRecord(key: key, values: values, in: source)
        }
    }

    @Test func drawingNeitherConfirmsNorRefusesWhileTheLookupIsIndexing() {
        let form = TestForms.tripForm()
        let lookup = IndexingLookup(form)
        var machine = FormMachine(form: form, lookup: lookup)
        _ = machine.handle(.focusEntered(field: 1))
        _ = machine.handle(.textEdited(field: 1, text: "zürich"))
        _ = machine.handle(.focusLeft(field: 1))
        #expect(!machine.viewState.fields[1].isChosen)
        #expect(machine.viewState.fields[1].error == nil)
        lookup.finishIndexing()
        #expect(machine.viewState.fields[1].isChosen)
    }

    @Test func savedRecordsAreTheKeysTheLookupGives() {
        let form = TestForms.tripForm()
        var machine = FormMachine(form: form, lookup: IndexingLookup(form))
        _ = machine.handle(.textEdited(field: 0, text: "Ada"))
        _ = machine.handle(.textEdited(field: 1, text: "Zürich"))
        let update = machine.handle(.key(field: 1, .save))
        let saved = update.effects.compactMap { if case .save(let entry) = $0 { entry } else { nil } }
        #expect(saved.first?.records.map { "\($0.id)=\($0.key)" } == ["city=3", "country=3"])
    }
}

import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// The app's `RecordLookup`: the form's data files, searched by the engine,
/// and the records its servers have sent.
public struct SourceLookup: RecordLookup {
    private let files: [String: DataSource]
    private let servers: [String: RemoteSource]

    public init(_ form: LoadedForm) {
        files = form.sources
        servers = form.remoteSources
    }

    private func source(_ name: String) -> (any RecordSource)? { files[name] ?? servers[name] }

    public func isIndexed(_ column: String, of source: String) -> Bool {
        self.source(source)?.isIndexed(column) ?? true
    }

    public func records(of source: String, in column: String, equalTo text: String) -> [Int] {
        self.source(source)?.records(in: column, equalTo: text) ?? []
    }

    public func filter(of source: String, _ constraints: [String: String]) -> RecordFilter? {
        self.source(source)?.filter(constraints.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    public func key(of record: Int, in source: String) -> String? { self.source(source)?.key(of: record) }

    public func value(of record: Int, column: String, in source: String) -> String? {
        self.source(source)?.value(of: record, column: column)
    }

    public func detail(of record: Int, in source: String) -> String? { self.source(source)?.detail(of: record) }

    public func record(withKey key: String, in source: String) -> Int? { self.source(source)?.record(withKey: key) }

    public func suggestionsNow(for field: FieldSpec, query: String, narrowing: [String: String],
                               preferring preferred: [String]) -> [Suggestion] {
        if let server = field.source.flatMap({ servers[$0] }) {
            return server.seenSuggestions(for: query, column: field.column ?? field.id, limit: field.suggestionLimit)
        }
        return FormMachine.suggestions(for: field, query: query, narrowing: narrowing, preferred: preferred, in: files)
    }

    public func rows(of records: [Int], for field: FieldSpec, query: String, preferring preferred: [String]) -> [Suggestion]? {
        guard let name = field.source, let file = files[name], let column = field.column else { return nil }
        let only = RecordFilter(records: records, recordCount: file.recordCount)
        let rows = file.suggestions(for: query, column: column, limit: field.suggestionLimit, filter: only,
                                    preferring: preferred)
        return DuplicateDetail.distinguish(rows, in: file, column: column)
    }

    public func serverTitle(of source: String) -> String? { servers[source]?.title }

    public func adoptRecord(key: String, values: [String: String], in source: String) -> Int? {
        servers[source]?.adopt(key: key, values: values)
    }
}

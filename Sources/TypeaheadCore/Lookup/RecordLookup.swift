import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// Everything the form machine asks about records, as one service given to
/// it: the machine holds no source itself, and asks nothing of one but
/// through here, and is handed values, never a source. Sources are named as the form names them; a record is an
/// Int position in its source's table, or the number a server's record got
/// when it arrived. `SourceLookup` is the app's: the form's data files and
/// servers.
public protocol RecordLookup: Sendable {
    /// Whether `column` of `source` is searched without waiting for its
    /// index to be built (drawing never waits).
    func isIndexed(_ column: String, of source: String) -> Bool
    /// The records whose `column` equals `text`, ignoring case and accents.
    func records(of source: String, in column: String, equalTo text: String) -> [Int]
    /// The records whose columns equal the values (a field's `narrow`).
    func filter(of source: String, _ constraints: [String: String]) -> RecordFilter?
    func key(of record: Int, in source: String) -> String?
    func value(of record: Int, column: String, in source: String) -> String?
    func detail(of record: Int, in source: String) -> String?
    func record(withKey key: String, in source: String) -> Int?
    /// A field's suggestions now: the engine's for a data file; for a
    /// server, the records it has sent (a key never waits for a request).
    func suggestionsNow(for field: FieldSpec, query: String, narrowing: [String: String],
                        preferring preferred: [String]) -> [Suggestion]
    /// The rows of `records` alone, for `query`, told apart where their
    /// text is the same; nil for a server's field (its rows come from
    /// `suggestionsNow`). As many as the list holds (`FieldSpec.suggestionLimit`).
    func rows(of records: [Int], for field: FieldSpec, query: String, preferring preferred: [String]) -> [Suggestion]?
    /// What a server's source is called; nil when the source is a data file.
    func serverTitle(of source: String) -> String?
    /// A server's record a draft names, made from the draft's values (its
    /// `column: value`s) without asking the server: its number from now on.
    /// Nil when the source is a data file. The one thing the machine
    /// adds to a source: a restored draft must need no server.
    func adoptRecord(key: String, values: [String: String], in source: String) -> Int?
}

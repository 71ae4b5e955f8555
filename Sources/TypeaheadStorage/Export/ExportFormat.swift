/// What `typeahead export` writes.
public enum ExportFormat: String, Equatable, Sendable, CaseIterable {
    /// RFC 4180, UTF-8: a header of field ids, then `id` and `submitted`.
    case csv
    /// One entries line per live entry, as Typeahead reads them back.
    case jsonl
    /// A spreadsheet (Office Open XML): typed cells under the fields' labels.
    case xlsx
}

extension ExportFormat {
    /// The format a chosen file's name asks for: JSON lines for `.jsonl`, a
    /// spreadsheet for `.xlsx`, CSV otherwise.
    public init(outputPath path: String) {
        let name = path.lowercased()
        self = name.hasSuffix(".jsonl") ? .jsonl : name.hasSuffix(".xlsx") ? .xlsx : .csv
    }
}

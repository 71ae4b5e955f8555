/// What `typeahead export` writes.
public enum ExportFormat: String, Equatable, Sendable, CaseIterable {
    /// RFC 4180, UTF-8: a header of field ids, then `id` and `submitted`.
    case csv
    /// One entries line per live entry, as Typeahead reads them back.
    case jsonl
}

extension ExportFormat {
    /// The format a chosen file's name asks for: JSON lines for `.jsonl`, CSV otherwise.
    public init(outputPath path: String) {
        self = path.lowercased().hasSuffix(".jsonl") ? .jsonl : .csv
    }
}

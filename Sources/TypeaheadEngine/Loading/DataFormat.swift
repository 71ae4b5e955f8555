/// The data file formats Typeahead reads, chosen by file name.
public enum DataFormat: String, Sendable, CaseIterable {
    case csv, tsv, json, jsonl

    public init?(path: String) {
        let lower = path.lowercased()
        guard let dot = lower.lastIndex(of: "."), !lower.hasSuffix(".form.json") else { return nil }
        self.init(rawValue: String(lower[lower.index(after: dot)...]))
    }
}

extension DataFormat {
    /// How large a file of this format may be: a CSV or TSV table up to
    /// 2 GiB; JSON, whose rows may take more than the file (keys a record
    /// leaves out), no more than any file.
    var readLimit: RegularFileReader.Limit {
        self == .csv || self == .tsv ? .delimitedTable : .anyFile
    }
}

/// The data file formats Typeahead reads, chosen by file name.
public enum DataFormat: String, Sendable, CaseIterable {
    case csv, tsv, json, jsonl

    public init?(path: String) {
        let lower = path.lowercased()
        guard let dot = lower.lastIndex(of: "."), !lower.hasSuffix(".form.json") else { return nil }
        self.init(rawValue: String(lower[lower.index(after: dot)...]))
    }
}

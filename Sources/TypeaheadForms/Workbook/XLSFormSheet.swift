/// One sheet of an XLSForm (survey, choices, settings) read by its header
/// row: a column is found by its name, ignoring case and whether words are
/// joined by spaces or underscores ("constraint message"); a name with
/// `::` ("label::English (en)") gives a language's version of a text.
struct XLSFormSheet {
    let sheet: Workbook.Sheet
    /// The header's row number, and its columns: base name → (language
    /// code or nil, column number), in the order written.
    let headerRow: Int
    let columns: [String: [(language: String?, column: Int)]]

    init?(_ sheet: Workbook.Sheet?) {
        guard let sheet, let header = sheet.rowNumbers.first else { return nil }
        self.sheet = sheet
        headerRow = header
        var columns: [String: [(language: String?, column: Int)]] = [:]
        for (column, written) in sheet.rows[header]!.sorted(by: { $0.key < $1.key }) {
            let (base, language) = Self.name(written)
            columns[base, default: []].append((language, column))
        }
        self.columns = columns
    }

    /// The rows under the header.
    var dataRows: [Int] { sheet.rowNumbers.filter { $0 > headerRow } }

    /// "Label::English (en)" → ("label", "en"); "label::English" → ("label", "English").
    static func name(_ written: String) -> (base: String, language: String?) {
        // "label::English (en)"; pyxform reads one colon as well ("label:english").
        let parts = written.contains("::") ? written.components(separatedBy: "::")
            : written.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let base = parts[0].trimmingWhitespace().lowercased().replacingOccurrences(of: " ", with: "_")
        guard parts.count > 1 else { return (String(base), nil) }
        let language = parts[1].trimmingWhitespace()
        if let open = language.lastIndex(of: "("), language.hasSuffix(")") {
            return (String(base), String(language[language.index(after: open)..<language.index(before: language.endIndex)]))
        }
        return (String(base), String(language))
    }

    /// The text of `name`'s first column in `row`, trimmed; nil when empty.
    func text(_ name: String, _ row: Int) -> String? {
        guard let column = columns[name]?.first?.column else { return nil }
        return cell(row, column)
    }

    /// `name` in `row` as XLSForm writes yes or no (`yes`, `true()`, `1`…):
    /// true or false, nil when empty or neither.
    func truth(_ name: String, _ row: Int) -> Bool? {
        switch text(name, row)?.lowercased() {
        case "yes", "true", "true()", "1": true
        case "no", "false", "false()", "0": false
        default: nil
        }
    }

    func cell(_ row: Int, _ column: Int) -> String? {
        guard let text = sheet.rows[row]?[column]?.trimmingWhitespace(), !text.isEmpty else { return nil }
        return String(text)
    }

    /// Where `name` is in `row`: the cell, for an error.
    func location(_ name: String, _ row: Int) -> SourceLocation {
        SourceLocation(line: row, column: columns[name]?.first?.column ?? 1, sheet: sheet.name)
    }

    /// Every language's version of `name` in `row` (`FormTexts`); nil when
    /// none is written.
    func texts(_ name: String, _ row: Int) -> FormTexts? {
        let versions = (columns[name] ?? []).compactMap { version in
            cell(row, version.column).map { (language: version.language, text: $0) }
        }
        return versions.isEmpty ? nil : FormTexts(versions: versions)
    }
}

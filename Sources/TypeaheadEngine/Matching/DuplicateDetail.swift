/// Makes every row whose text another row of the same answer shares say
/// what tells it apart: the columns whose values differ among those rows,
/// after the source's own detail, or the row number when nothing differs.
/// Worked out per answer, and only for rows whose text repeats in it, so a
/// keystroke pays for it only when there are look-alikes to tell apart.
public enum DuplicateDetail {
    /// Most columns named in one detail line, so it stays readable.
    static let columnLimit = 3

    public static func distinguish(_ rows: [Suggestion], in source: DataSource, column: String) -> [Suggestion] {
        var groups: [String: [Int]] = [:]
        for (position, row) in rows.enumerated() { groups[TextFolding.fold(row.text), default: []].append(position) }
        var rows = rows
        for positions in groups.values where positions.count > 1 {
            // Rows already apart by their own detail keep it as it is.
            var byDetail: [String: [Int]] = [:]
            for position in positions { byDetail[rows[position].detail ?? "", default: []].append(position) }
            for alike in byDetail.values where alike.count > 1 {
                let records = alike.map { rows[$0].record }
                let columns = differingColumns(among: records, in: source, except: column)
                for position in alike {
                    let record = rows[position].record
                    var parts = columns.compactMap { name -> String? in
                        let value = source.value(of: record, column: name)
                        // TRANSLATORS: a column's name (%1$s) and a record's value in it (%2$s), telling apart
                        // suggestions that read the same.
                        return value.isEmpty ? nil : translated("%1$s: %2$s", name, value)
                    }
                    if parts.isEmpty {
                        parts = [source.keyColumnName.map { translated("%1$s: %2$s", $0, rows[position].key) }
                            // TRANSLATORS: a suggestion told apart from others that read the same by its row in the data file.
                            ?? translated("row %1$d", record + 1)]
                    }
                    rows[position].detail = ([rows[position].detail].compactMap { $0 } + [parts.joined(separator: ", ")])
                        .joined(separator: " · ")
                }
            }
        }
        return rows
    }

    /// The columns, in file order, whose values are not all the same among
    /// `records`; the searched column and the key (an identifier, not a
    /// description) are left out.
    static func differingColumns(among records: [Int], in source: DataSource, except searched: String) -> [String] {
        var columns: [String] = []
        for name in source.table.columns where name != searched && name != source.keyColumnName {
            let first = source.value(of: records[0], column: name)
            if records.dropFirst().contains(where: { source.value(of: $0, column: name) != first }) {
                columns.append(name)
                if columns.count == columnLimit { break }
            }
        }
        return columns
    }
}

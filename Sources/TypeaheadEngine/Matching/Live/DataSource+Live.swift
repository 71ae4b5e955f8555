/// Rows changed on a source's server while its window is open: taken
/// beside the table (`LiveRows`), and answered in the same order as if the
/// table had been read with them.
extension DataSource {
    /// Takes changed rows, in the order they were made. A source without a
    /// key column cannot tell which row changed, and takes none.
    public func apply(_ changes: [LiveRowChange]) {
        guard keyColumnName != nil, !changes.isEmpty, case .success(let table) = load.result() else { return }
        var searched: [Int: String] = [:]
        for column in indexedColumns { if let position = table.columnIndex(column) { searched[position] = column } }
        // Found outside the lock: the key index may be built on first use.
        let tableRecords = changes.map { tableRecord(withKey: $0.key) }
        // The weights merge the added rows with the table's: read here, on
        // the feed's thread, not on the first key typed after a change.
        _ = weights
        live.withLock { live in
            var rows = live ?? LiveRows(firstRecord: table.rowCount, spelling: spelling)
            for (change, tableRecord) in zip(changes, tableRecords) {
                rows.apply(change, columns: table.columns, searched: searched, tableRecord: tableRecord)
            }
            live = rows
        }
    }

    /// The index's hits for a folded query, narrowed by a filter.
    func hits(of needle: [UInt8], in index: ColumnIndex, column: String, limit: Int, filter: RecordFilter?) -> [ColumnIndex.Hit] {
        if let filter, let narrowed = narrowedIndex(for: column, filter: filter) {
            return needle.isEmpty ? narrowed.topRecords(limit: limit).map { ColumnIndex.Hit(record: $0, tier: .prefix) }
                : narrowed.search(folded: needle, limit: limit)
        }
        if needle.isEmpty {
            return index.topRecords(limit: limit, filter: filter).map { ColumnIndex.Hit(record: $0, tier: .prefix) }
        }
        return index.search(folded: needle, limit: limit, filter: filter)
    }

    /// The table's best `limit` hits that are current, in the index's
    /// order. A filter leaves the hidden records out itself; without one,
    /// a few more are asked for than needed, and more only when hidden
    /// records took their place (few match any one query).
    func currentHits(of needle: [UInt8], in index: ColumnIndex, column: String, limit: Int, filter: RecordFilter?,
                     live: LiveRows) -> [ColumnIndex.Hit] {
        if let filter {
            return hits(of: needle, in: index, column: column, limit: limit, filter: live.tableFilter(of: filter))
        }
        var extra = min(limit, live.hiddenRecords.count)
        while true {
            let found = hits(of: needle, in: index, column: column, limit: limit + extra, filter: nil)
            let current = found.filter { live.isCurrent($0.record) }
            if current.count >= limit || found.count < limit + extra || extra >= live.hiddenRecords.count {
                return Array(current.prefix(limit))
            }
            extra = min(extra * 4, live.hiddenRecords.count)
        }
    }

    /// The table's hits (in the index's order) and the added rows' merged
    /// in the index's order: tier as ranked, heavier first, shorter folded
    /// text first (of the spelling matched), then the table's before the added, each in its order.
    func merged(_ tableHits: [ColumnIndex.Hit], with added: [ColumnIndex.Hit], column: Int, needle: [UInt8]) -> [ColumnIndex.Hit] {
        guard !added.isEmpty else { return tableHits }
        let weights = weights, weightColumn = weightColumnPosition
        func order(_ hit: ColumnIndex.Hit, _ position: Int) -> (Int, Double, Int, Int) {
            let weight = hit.record < weights.count ? weights[hit.record]
                : weightColumn.map { RecordWeight.parse(value(of: hit.record, position: $0)) } ?? 0
            let length = FoldedSpellings(value(of: hit.record, position: column), spelling: spelling).length(matching: needle, in: hit.tier)
            return (hit.tier.rankedAs.rawValue, -weight, length, position)
        }
        let keyed = tableHits.enumerated().map { (hit: $0.element, order: order($0.element, $0.offset)) }
            + added.enumerated().map { (hit: $0.element, order: order($0.element, tableHits.count + $0.offset)) }
        return keyed.sorted { $0.order < $1.order }.map(\.hit)
    }
}

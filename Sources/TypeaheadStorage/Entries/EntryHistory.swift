import TypeaheadEngine

/// An entry's lines as the file keeps them (issue 52): its first save,
/// each correction, a deletion and a deletion undone, in file order.
/// Nothing is ever rewritten: the lines are the audit trail.
public enum EntryHistory {
    /// The lines of the entry first saved as `original`. Lines Typeahead
    /// writes are scanned in place, and only the entry's own read in full.
    public static func read(path: String, of original: EntryID) throws(LoadError) -> [EntryLogLine] {
        var keyNames = EntryKeyNames()
        var chain: Set<EntryKey> = [keyNames.key(for: original)]
        var lines: [EntryLogLine] = []
        var scanned = ScannedEntryLine()
        let reader = EntryFileReader(path: path)
        try EntryFileLines.forEach(path: path) { bytes, place throws(LoadError) in
            if EntryLineScanner.scan(bytes, into: &scanned) {
                let id = scanned.id.map { keyNames.key(for: bytes[$0]) } ?? keyNames.key(for: EntryID.line(Int(place.number)))
                let named = [scanned.supersedes, scanned.deletes].compactMap { $0.map { keyNames.key(for: bytes[$0]) } }
                guard chain.contains(id) || named.contains(where: chain.contains) else { return }
            }
            let line = try reader.line(bytes, number: Int(place.number))
            let named: EntryID? = switch line {
            case .entry(let entry, _): entry.supersedes
            case .deletion(let deletion, _): deletion.deletes
            }
            let id = keyNames.key(for: line.id)
            guard chain.contains(id) || named.map({ chain.contains(keyNames.key(for: $0)) }) == true else { return }
            chain.insert(id)
            lines.append(line)
        }
        return lines
    }
}

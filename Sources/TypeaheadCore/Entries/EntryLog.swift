/// The entries a file holds, read from its lines: each correction replaces
/// the version it names, each deletion takes an entry out, and a correction
/// of a deletion brings the entry back (undoing a deletion writes one).
/// Nothing is read out of order and nothing in the file is rewritten.
public struct EntryLog: Sendable {
    /// The live entries, newest first.
    public private(set) var entries: [LoggedEntry] = []

    public init(lines: [EntryLogLine]) {
        var chains: [Chain] = []
        var chainOf: [EntryID: Int] = [:]
        for line in lines {
            switch line {
            case .entry(let entry, let number):
                let id = line.id
                if let target = entry.supersedes, let index = chainOf[target] {
                    chains[index].correct(with: entry, id: id, superseding: target)
                    chainOf[id] = index
                } else {
                    // A first save, or a correction of an entry this file
                    // does not hold: shown on its own, never lost.
                    chainOf[id] = chains.count
                    chains.append(Chain(entry, id: id, line: number))
                }
            case .deletion(let deletion, _):
                guard let index = chainOf[deletion.deletes] else { continue }
                chains[index].delete(by: deletion.id)
                chainOf[deletion.id] = index
            }
        }
        entries = chains.filter { !$0.isDeleted }.map(\.entry).reversed()
    }

    /// One entry's lines so far.
    private struct Chain {
        var entry: LoggedEntry
        var isDeleted = false

        init(_ first: Submission, id: EntryID, line: Int) {
            entry = LoggedEntry(original: id, current: id, submitted: first.submitted, corrected: nil, form: first.form,
                                values: first.values, records: first.records, otherCorrections: 0, line: line)
        }

        mutating func correct(with correction: Submission, id: EntryID, superseding target: EntryID) {
            // Another window corrected this version first; both lines stay.
            if target != entry.current { entry.otherCorrections += 1 }
            entry.current = id
            entry.corrected = correction.submitted
            entry.form = correction.form ?? entry.form
            entry.values = correction.values
            entry.records = correction.records
            isDeleted = false
        }

        mutating func delete(by id: EntryID) {
            entry.current = id
            isDeleted = true
        }
    }
}

extension EntryLog {
    /// Reads the entries file at `path`, as `typeahead` and the entries view do.
    public static func read(path: String) throws(LoadError) -> EntryLog {
        let bytes = try RegularFileReader.read(path: path)
        let lines = try bytes.withUnsafeBufferPointer { buffer throws(LoadError) in
            try EntryFileReader(path: path).read(buffer)
        }
        return EntryLog(lines: lines)
    }
}

import TypeaheadEngine
import TypeaheadStorage

/// One record on the paper a clerk keys from: a city, known by its key, and
/// a note. What the keyer reads of the city is its name and what tells it
/// apart (the source's detail: region and country).
struct PaperRecord {
    var cityKey: String
    var name: String
    var detail: String
    var note: String

    /// `count` records drawn with a seeded generator from `source`: half
    /// are cities whose name other cities share (the hard half), half any
    /// city. Only cities the paper can tell apart are drawn: no other city
    /// has both their name and their detail (region and country).
    static func batch(of count: Int, from source: DataSource, column: String, seed: UInt64) -> [PaperRecord] {
        source.buildIndex(for: column)
        var random = SplitMix64(seed: seed)
        var shared: [Int] = [], any: [Int] = []
        for record in 0..<source.recordCount {
            let name = source.value(of: record, column: column)
            let namesakes = source.records(in: column, equalTo: name)
            let detail = source.detail(of: record)
            guard !namesakes.contains(where: { $0 != record && source.detail(of: $0) == detail }) else { continue }
            any.append(record)
            if namesakes.count > 1 { shared.append(record) }
        }
        return (0..<count).map { index in
            let pool = index.isMultiple(of: 2) && !shared.isEmpty ? shared : any
            let record = pool[Int(random.next() % UInt64(pool.count))]
            return PaperRecord(cityKey: source.key(of: record), name: source.value(of: record, column: column),
                               detail: source.detail(of: record) ?? "", note: "n\(index + 1)")
        }
    }
}

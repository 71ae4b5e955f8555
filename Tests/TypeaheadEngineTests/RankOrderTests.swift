import PropertyBased
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// An index is built from millions of values, so the order of ranks and
/// the weights are worked out from packed integers and raw bytes; each
/// must give what the plain definition gives.
@Suite("Rank order and weights", .timeLimit(minutes: 5), .hangWatchdog)
struct RankOrderTests {
    /// Weights that meet the corners: both zeros, equal weights, negatives,
    /// fractions, infinities, the largest and smallest doubles.
    static let weight = Gen<Double?>.element(of: [0, -0.0, 1, 1, 2.5, -1, -2.5, 1e300, -1e300, .infinity, -.infinity,
                                                  .leastNonzeroMagnitude, 7, 7, 7]).map { $0! }
    static let column = zip(weight, Gen.int(in: 0...4)).array(of: 0...40)

    /// Every third record also has a spelled-out spelling, one byte longer:
    /// those entries are numbered after the records, in file order.
    @Test func ranksGoByWeightThenLengthThenFileOrder() async {
        await propertyCheck(count: 300, input: Self.column) { column in
            let weights = column.map(\.0)
            var usual = UnrankedValues(), spelled = UnrankedValues(records: [])
            for (record, (_, length)) in column.enumerated() {
                usual.starts.append(usual.starts.last! + Int32(length))
                if record % 3 == 0 {
                    spelled.starts.append(spelled.starts.last! + Int32(length + 1))
                    spelled.records!.append(Int32(record))
                }
            }
            let entries = SpellingsToRank(usual: usual, spelledOut: spelled)
            let plain = (0..<entries.count).sorted { left, right in
                let leftWeight = weights[entries.record(left)], rightWeight = weights[entries.record(right)]
                if leftWeight != rightWeight { return leftWeight > rightWeight }
                if entries.length(left) != entries.length(right) { return entries.length(left) < entries.length(right) }
                return left < right
            }
            #expect(FoldedColumn.rankOrder(weights: weights, entries: entries) == plain)
        }
    }

    /// Weight texts: integers of every length around the fast path's limit,
    /// signs, spaces, decimals, exponents and words.
    static let weightText = Gen<String?>.element(of: ["", "0", "-0", "+7", "-12", "007", "123456789012345",
                                                      "1234567890123456", "-999999999999999", " 12", "12 ", "1.5",
                                                      "1e3", "nan", "inf", "-", "+", "1-2", "١٢", "many", "0x10"]).map { $0! }

    @Test func weightsReadFromBytesAsFromText() async {
        await propertyCheck(count: 300, input: Self.weightText, Self.weightText) { first, second in
            for text in [first, second, first + second] {
                let fromBytes = Array(text.utf8).withUnsafeBufferPointer { RecordWeight.parse(utf8: $0) }
                #expect(fromBytes == RecordWeight.parse(text), "\(text)")
            }
        }
    }
}

/// The suffix index sorts millions of texts eight bytes at a time; its
/// order must be the plain one (text byte by byte, then rank), or a
/// prefix's range would be found in the wrong place.
@Suite("Suffix order", .timeLimit(minutes: 5), .hangWatchdog)
struct SuffixOrderTests {
    /// Texts that share long prefixes, end on and around eight-byte
    /// boundaries, repeat, and hold NUL bytes (a JSON string may).
    static let piece = Gen<String?>.element(of: ["a", "ab", "abcdefgh", "abcdefg", "\u{0}", "z", "abcdefghabcdefgh", " "]).map { $0! }
    static let value = piece.array(of: 0...4).map { $0.joined() }

    @Test func entriesAreInTextThenRankOrder() async {
        await propertyCheck(count: 300, input: Self.value.array(of: 1...40)) { values in
            let column = FoldedColumn(values: values, weights: values.map { _ in 0 })
            let index = SuffixIndex(column: column) { _, offsets in offsets.append(0) }
            func text(_ rank: Int32) -> [UInt8] {
                Array(column.bytes[Int(column.starts[Int(rank)])..<Int(column.starts[Int(rank) + 1])])
            }
            for entry in 1..<max(1, index.count) {
                let before = index.entryRank[entry - 1], after = index.entryRank[entry]
                let ordered = text(before).lexicographicallyPrecedes(text(after))
                    || (text(before) == text(after) && before < after)
                #expect(ordered, "\(values)")
            }
            #expect(index.count == values.count)
        }
    }

    /// Runs of entries that share their first bytes (a street name in a
    /// whole town) are sorted by radix once they are long: the order must
    /// be the one a comparison sort gives, ties in rank order included.
    @Test func longRunsSortedByRadixKeepTheComparisonOrder() async {
        await propertyCheck(count: 25, input: Self.value.array(of: 300...900)) { values in
            let column = FoldedColumn(values: values, weights: values.map { _ in 0 })
            func laterWords(_ text: UnsafeBufferPointer<UInt8>, _ offsets: inout [Int32]) {
                offsets.append(0)
                ColumnIndex.laterWordStarts(text, &offsets)
            }
            let byRadix = SuffixIndex(column: column, radixRunLength: 2, startingPoints: laterWords)
            let byComparison = SuffixIndex(column: column, radixRunLength: .max, startingPoints: laterWords)
            #expect(Array(byRadix.entryRank) == Array(byComparison.entryRank))
            #expect(Array(byRadix.lcp) == Array(byComparison.lcp))
            #expect(byRadix.withView { view in (0..<byRadix.count).map { Array(view.suffix($0)) } }
                == byComparison.withView { view in (0..<byComparison.count).map { Array(view.suffix($0)) } })
        }
    }

    /// The folded column is packed in rank order, empty values included
    /// (they take no bytes, and a column may hold nothing else).
    @Test func emptyValuesArePackedInRankOrder() {
        let empty = FoldedColumn(values: ["", "", ""], weights: [0, 0, 0])
        #expect(empty.bytes.isEmpty && Array(empty.starts) == [0, 0, 0, 0])
        #expect(Array(empty.recordOfRank) == [0, 1, 2] && Array(empty.rankOfRecord) == [0, 1, 2])
        let mixed = FoldedColumn(values: ["B", "", "a", "Cc"], weights: [0, 0, 0, 5])
        #expect(Array(mixed.bytes) == Array("ccba".utf8))
        #expect(Array(mixed.starts) == [0, 2, 2, 3, 4])
        #expect(Array(mixed.recordOfRank) == [3, 1, 0, 2] && Array(mixed.rankOfRecord) == [2, 1, 3, 0])
    }

    /// A radix sort of part of an array sorts that part as a stable sort
    /// by key would, and leaves the rest alone.
    @Test func aRadixSortOfARunIsStableAndStaysInside() async {
        let keys = zip(Gen.int(in: 0...3), Gen.int(in: 0...70_000)).map { UInt64($0) << 56 | UInt64($1) }.array(of: 0...300)
        await propertyCheck(count: 200, input: keys, Gen.int(in: 0...300), Gen.int(in: 0...300)) { keys, a, b in
            let items = keys.enumerated().map { KeyRadixSort.Keyed(key: $1, entry: Int32($0)) }
            let run = min(a, b, items.count)..<min(max(a, b), items.count)
            var sorted = items
            var expected = items
            expected[run].sort { ($0.key, $0.entry) < ($1.key, $1.entry) }
            var scratch = [KeyRadixSort.Keyed](repeating: .init(key: 0, entry: 0), count: run.count + 3)
            sorted.withUnsafeMutableBufferPointer { sorted in
                scratch.withUnsafeMutableBufferPointer { scratch in
                    KeyRadixSort.sort(UnsafeMutableBufferPointer(rebasing: sorted[run]), scratch: scratch)
                }
            }
            #expect(sorted.map(\.entry) == expected.map(\.entry), "\(keys) \(run)")
        }
    }

    /// Long values of many words can give their later words more entry
    /// text than 32-bit offsets reach: the entries then read their text in
    /// the folded column, and find exactly what the copied text finds.
    @Test func entriesReadTheirTextInPlaceWhenACopyWouldNotFit() async {
        await propertyCheck(count: 200, input: Self.value.array(of: 1...40)) { values in
            let column = FoldedColumn(values: values, weights: values.map { _ in 0 })
            let copied = SuffixIndex(column: column, startingPoints: ColumnIndex.laterWordStarts)
            let inPlace = SuffixIndex(column: column, textCopyLimit: -1, startingPoints: ColumnIndex.laterWordStarts)
            #expect(inPlace.withView { $0.bytes.count } == column.bytes.count)
            #expect(Array(inPlace.entryRank) == Array(copied.entryRank), "\(values)")
            #expect(Array(inPlace.lcp) == Array(copied.lcp), "\(values)")
            for value in values {
                let folded = Array(TextFolding.fold(value).utf8)
                for length in 1..<max(1, folded.count + 1) {
                    let needle = Array(folded.prefix(length))
                    #expect(inPlace.range(startingWith: needle) == copied.range(startingWith: needle), "\(values) \(needle)")
                }
            }
        }
    }
}

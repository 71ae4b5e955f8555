/// One row the popover can show: a record's value in a column, with the
/// character ranges of that value that matched the query.
public struct Suggestion: Sendable, Equatable {
    /// The record's position in its data file (0-based, header excluded).
    public var record: Int
    /// The record's key: its key column, or its 1-based row number.
    public var key: String
    /// The original text of the value.
    public var text: String
    /// A line that tells same-named records apart, such as the country.
    public var detail: String?
    public var tier: MatchTier
    /// Character offsets of `text` to show in bold.
    public var matchedRanges: [Range<Int>]
    /// Character offsets of `detail` to show in bold: where the words typed
    /// after a name matched it ("hamilton gb").
    public var detailMatchedRanges: [Range<Int>] = []
    /// Found by a name and the words after it, which are not in `text`.
    public var isQualified = false

    public init(record: Int, key: String, text: String, detail: String?, tier: MatchTier, matchedRanges: [Range<Int>]) {
        self.record = record
        self.key = key
        self.text = text
        self.detail = detail
        self.tier = tier
        self.matchedRanges = matchedRanges
    }
}

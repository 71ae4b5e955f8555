/// Tells a `LoadProgress` how far a parse has come, once every
/// `stepBytes` bytes rather than at every row: the readers of rows call
/// `passed` after each one.
struct ParseProgress {
    /// Bytes parsed between two reports.
    static let stepBytes = 4 << 20

    private let progress: LoadProgress?
    private let total: Int
    private var nextReport: Int

    init(_ progress: LoadProgress?, from start: Int, of total: Int) {
        self.progress = progress
        self.total = total
        nextReport = start + Self.stepBytes
    }

    /// The parse has reached byte `index`.
    mutating func passed(_ index: Int) {
        guard index >= nextReport else { return }
        progress?.read(.parsing, index, of: total)
        nextReport = index + Self.stepBytes
    }
}

import TypeaheadEngine

/// The line under the form while a large data file is read and indexed
/// behind the window (`LoadProgress`): which file, which step and how far.
/// Keys typed meanwhile wait and are carried out once it is ready; this
/// says why they wait, and that it moves.
public struct LoadingStatus: Equatable, Sendable {
    /// The file's name, as the person knows it (no folder).
    public var file: String
    /// How far the whole load is, in percent.
    public var percent: Int
    /// The file is read: its columns are being indexed.
    public var isIndexing: Bool

    public init(file: String, percent: Int, isIndexing: Bool) {
        self.file = file
        self.percent = percent
        self.isIndexing = isIndexing
    }

    public func text(_ words: Words) -> String {
        if isIndexing {
            // TRANSLATORS: %1$s is a data file's name, whose columns are being indexed; %2$d how far
            // its loading is, in percent (%% is the percent sign).
            return words.translated("Indexing %1$s… %2$d %%", file, percent)
        }
        // TRANSLATORS: %1$s is a data file's name, %2$d how far its loading is, in percent (%% is the percent sign).
        return words.translated("Reading %1$s… %2$d %%", file, percent)
    }
}

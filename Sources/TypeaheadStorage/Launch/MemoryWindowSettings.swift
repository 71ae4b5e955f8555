/// Window settings kept in memory: the tests' store, and the app's when no
/// `org.typeahead.Typeahead` schema is installed (the standard size, quietly).
public final class MemoryWindowSettings: WindowSettingsStore {
    public let lasts: Bool
    public private(set) var sizeWasWritten = false
    public var width = WindowSize.standard.width { didSet { sizeWasWritten = true } }
    public var height = WindowSize.standard.height { didSet { sizeWasWritten = true } }
    public var maximized = false
    /// How many times `sync` was called, for the tests.
    public private(set) var syncs = 0

    public init(lasts: Bool = false) {
        self.lasts = lasts
    }

    public func sync() { syncs += 1 }
}

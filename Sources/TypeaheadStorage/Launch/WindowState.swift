/// What a new window opens with: its size and whether it is maximized.
public struct WindowState: Equatable, Sendable {
    public var size: WindowSize
    public var maximized: Bool

    public init(size: WindowSize, maximized: Bool = false) {
        self.size = size
        self.maximized = maximized
    }
}

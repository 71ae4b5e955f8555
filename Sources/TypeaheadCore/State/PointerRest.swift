/// Whether a pointer "motion" over the suggestion list is a real move. GTK
/// also reports motion over a row when the list opens or its rows change
/// under a pointer at rest; only a pointer that moved may highlight, so a
/// list opening under a resting mouse never changes what Return takes.
public struct PointerRest: Sendable {
    /// Where the pointer was when the list opened, or last moved over it.
    private var seen: (x: Double, y: Double)?

    public init() {}

    /// The list opened with the pointer at `position` (nil: not over the window).
    public mutating func listOpened(pointerAt position: (x: Double, y: Double)?) {
        seen = position
    }

    /// GTK reported motion with the pointer at `position`: whether it moved,
    /// and so may highlight the row under it.
    public mutating func moved(to position: (x: Double, y: Double)) -> Bool {
        if let seen, seen == position { return false }
        seen = position
        return true
    }
}

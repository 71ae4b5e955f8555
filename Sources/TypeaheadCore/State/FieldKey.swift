/// The keys a field reacts to; every other key is the entry's own.
public enum FieldKey: Equatable, Sendable {
    case up, down, pageUp, pageDown
    /// Alt+Down: open the list for the current text, even an empty one.
    case openList
    case enter
    case escape
    case tab
}

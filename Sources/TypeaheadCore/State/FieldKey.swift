/// The keys a field reacts to; every other key is the entry's own.
public enum FieldKey: Equatable, Sendable {
    case up, down, pageUp, pageDown
    case enter
    case escape
    case tab
}

/// How the rows listed changed: one deleted or brought back (the list
/// keeps the person's place), or all of them (read, searched, sorted).
public enum EntriesListChange: Equatable, Sendable {
    case all
    case removed(position: Int)
    case inserted(position: Int)
}

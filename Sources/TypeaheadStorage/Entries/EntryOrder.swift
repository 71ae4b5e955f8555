/// How the entries view orders its rows: by when they were first saved
/// (newest first, as it opens), or by a field's folded text.
public enum EntryOrder: Equatable, Sendable {
    case saved(newestFirst: Bool)
    case field(column: Int, ascending: Bool)
}

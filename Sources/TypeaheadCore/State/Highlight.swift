/// What a field's list highlights: nothing, a row, or the top row with the
/// rest of it shown after the caret as an inline completion. A completion
/// without its row highlighted cannot be written down.
enum Highlight: Equatable, Sendable {
    case none
    case row(Int)
    /// The top row, completed inline: `rest` follows the typed text, selected.
    case completion(rest: String)
}

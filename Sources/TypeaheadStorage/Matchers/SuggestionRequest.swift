/// One question to the matcher: the suggestions for a field's text, tagged
/// with the field's generation so a late answer can be told from a fresh one.
public struct SuggestionRequest: Equatable, Sendable {
    public var field: Int
    public var generation: Int
    public var query: String
    /// Source column → value the records must have (from `narrow`).
    public var narrowing: [String: String]
    /// Keys of records chosen before, most recent first; they rank first in their tier.
    public var preferred: [String]

    public init(field: Int, generation: Int, query: String, narrowing: [String: String] = [:], preferred: [String] = []) {
        self.field = field
        self.generation = generation
        self.query = query
        self.narrowing = narrowing
        self.preferred = preferred
    }
}

/// The team's server as the outbox sees it: stores rows in order, and
/// keeps a row it already has once (so sending again after a cut is safe).
public protocol EntryServer: Sendable {
    /// Returns once the server has committed every row (or already had it).
    func store(_ rows: [TeamEntryRow]) async throws
}

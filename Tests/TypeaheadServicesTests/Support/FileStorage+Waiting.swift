import Testing
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine
@testable import TypeaheadServices
@testable import TypeaheadStorage

extension FileStorage {
    /// Saves, and waits for the save's result to reach the main actor.
    func saveAndWait(_ submission: Submission, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws -> SavedEntry {
        var outcome: Result<SavedEntry, SaveError>?
        save(submission) { outcome = $0 }
        finishWriting()
        try await waitUntil("the save's result", sourceLocation: sourceLocation) { outcome != nil }
        return try outcome!.get()
    }
}

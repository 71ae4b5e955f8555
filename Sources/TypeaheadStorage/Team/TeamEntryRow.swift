import Foundation
import TypeaheadEngine

/// One journal line as a row of the team's entries table: its id (the
/// primary key that makes a second send harmless), when it was saved, the
/// line itself as `entry` (jsonb), and what the entries view needs without
/// opening it: the entry it corrects or takes back, and who entered it.
public struct TeamEntryRow: Equatable, Sendable {
    public var id: String
    /// RFC 3339, as the line has it.
    public var submitted: String
    public var entry: String
    public var supersedes: String?
    public var deletes: String?
    public var enteredBy: String

    /// Reads a line the window wrote, or says why it cannot be sent.
    public static func parse(_ line: String, defaultEnteredBy: String) -> Result<TeamEntryRow, TeamRowError> {
        var utf8 = Array(line.utf8)
        let parsed: JSONNode
        do throws(JSONSyntaxError) {
            parsed = try utf8.withUnsafeMutableBufferPointer { buffer throws(JSONSyntaxError) in
                try JSONParser.parse(UnsafeBufferPointer(buffer))
            }
        } catch {
            return .failure(TeamRowError(problem: .notJSON(error.message)))
        }
        guard case .object(let members) = parsed.value else { return .failure(TeamRowError(problem: .notAnObject)) }
        func text(_ name: String) -> String? {
            guard case .string(let value)? = members.first(where: { $0.key == name })?.value.value else { return nil }
            return value
        }
        guard let id = text("id"), UUID(uuidString: id) != nil else {
            return .failure(TeamRowError(problem: .noID))
        }
        guard let submitted = text("submitted"), EntryTimestamp.seconds(Array(submitted.utf8)) != nil else {
            return .failure(TeamRowError(problem: .noSubmittedTime))
        }
        let supersedes = text("supersedes"), deletes = text("deletes")
        for reference in [supersedes, deletes].compactMap({ $0 }) where UUID(uuidString: reference) == nil {
            return .failure(TeamRowError(problem: .referenceWithoutUUID(reference)))
        }
        return .success(TeamEntryRow(id: id, submitted: submitted, entry: line, supersedes: supersedes, deletes: deletes,
                                     enteredBy: text("enteredBy") ?? defaultEnteredBy))
    }
}

/// Why a journal line cannot be sent (it is kept, and reported).
public struct TeamRowError: Error, Equatable, Sendable {
    public enum Problem: Equatable, Sendable {
        /// The JSON parser's own words.
        case notJSON(String)
        case notAnObject
        case noID
        case noSubmittedTime
        /// A `supersedes` or `deletes` that is not a UUID.
        case referenceWithoutUUID(String)
    }

    public var problem: Problem

    /// What is said on standard error (after "typeahead: ") of a line of
    /// `journal` that is not sent: one whole message per problem.
    public func notSent(in journal: String) -> String {
        switch problem {
        case .notJSON(let reason):
            // TRANSLATORS: %1$s is the journal file's path, %2$s what the JSON reader found wrong.
            translated("a line in %1$s is not sent: it is not JSON (%2$s)", journal, reason)
        case .notAnObject:
            // TRANSLATORS: %1$s is the journal file's path.
            translated("a line in %1$s is not sent: it is not an object", journal)
        case .noID:
            // TRANSLATORS: %1$s is the journal file's path; keep 'id', a name in the line.
            translated("a line in %1$s is not sent: it has no UUID 'id'", journal)
        case .noSubmittedTime:
            // TRANSLATORS: %1$s is the journal file's path; keep 'submitted', a name in the line.
            translated("a line in %1$s is not sent: it has no 'submitted' time", journal)
        case .referenceWithoutUUID(let reference):
            // TRANSLATORS: %1$s is the journal file's path, %2$s the entry the line names.
            translated("a line in %1$s is not sent: it names an entry '%2$s' that has no UUID", journal, reference)
        }
    }
}

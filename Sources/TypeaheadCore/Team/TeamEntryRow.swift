import Foundation

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
            return .failure(TeamRowError(message: "is not JSON (\(error.message))"))
        }
        guard case .object(let members) = parsed.value else { return .failure(TeamRowError(message: "is not an object")) }
        func text(_ name: String) -> String? {
            guard case .string(let value)? = members.first(where: { $0.key == name })?.value.value else { return nil }
            return value
        }
        guard let id = text("id"), UUID(uuidString: id) != nil else {
            return .failure(TeamRowError(message: "has no UUID 'id'"))
        }
        guard let submitted = text("submitted"), EntryTimestamp.seconds(Array(submitted.utf8)) != nil else {
            return .failure(TeamRowError(message: "has no 'submitted' time"))
        }
        let supersedes = text("supersedes"), deletes = text("deletes")
        for reference in [supersedes, deletes].compactMap({ $0 }) where UUID(uuidString: reference) == nil {
            return .failure(TeamRowError(message: "names an entry '\(reference)' that has no UUID"))
        }
        return .success(TeamEntryRow(id: id, submitted: submitted, entry: line, supersedes: supersedes, deletes: deletes,
                                     enteredBy: text("enteredBy") ?? defaultEnteredBy))
    }
}

/// Why a journal line cannot be sent (it is kept, and reported).
public struct TeamRowError: Error, Equatable, Sendable {
    public var message: String
}

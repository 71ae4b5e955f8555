import Foundation
import TypeaheadEngine

/// Keeps a form's `ChoiceHistory` in `$XDG_STATE_HOME/typeahead/history/`,
/// replaced whole by `AtomicFile`. All windows on a form share it: each
/// store merges with what the file holds, under a lock, so one window never
/// drops the choices another made.
public struct ChoiceHistoryStore: Sendable {
    public let path: String
    /// Why the history folder could not be used at opening, if it could not.
    public let openingProblem: SaveError?

    static let action = "remember your choices in"

    public init(formPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        path = AppPaths.stateFile("history", forForm: formPath, environment: environment)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try StateFolder.create(folder)
            AtomicFile.removeStaleTemporaries(in: folder, startingWith: URL(fileURLWithPath: path).lastPathComponent)
            openingProblem = nil
        } catch {
            openingProblem = error.whileTrying(to: Self.action)
        }
    }

    /// The stored history; none yet is an empty one. A history that cannot
    /// be read is set aside and reported; the form then starts without it.
    public func load() throws(DamagedFile) -> ChoiceHistory {
        do {
            return try ChoiceHistoryFile.read(path: path)
        } catch {
            throw DamagedFile.setAside(error, contents: "the history of your choices")
        }
    }

    /// Stores `history` merged with what another window may have stored
    /// since: this window's choices first, then the others'.
    public func store(_ history: ChoiceHistory) throws(SaveError) {
        do {
            try StateFolder.create(URL(fileURLWithPath: path).deletingLastPathComponent().path)
            let lock = try FileLock.acquire(path + ".lock")
            defer { lock.release(removingFile: false) }
            var merged = history
            do {
                merged.merge(try ChoiceHistoryFile.read(path: path))
            } catch {
                _ = DamagedFile.setAside(error, contents: "the history of your choices")
            }
            try AtomicFile.write(ChoiceHistoryFile.text(of: merged), to: path)
        } catch {
            throw error.whileTrying(to: Self.action)
        }
    }
}

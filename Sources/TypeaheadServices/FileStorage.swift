import Dispatch
import TypeaheadCore
import TypeaheadEngine
import TypeaheadStorage

/// The storage the app uses: entries appended by a `SubmissionWriter`,
/// drafts and history written whole, all on one serial background queue,
/// so they land in the order they were made and the window never waits
/// for the disk.
@MainActor
public final class FileStorage: FormStorage {
    /// Where entries go; another place once the person chose one after a failed save.
    public private(set) var writer: SubmissionWriter
    private let drafts: DraftStore?
    private let histories: ChoiceHistoryStore?
    /// Where the fields hidden from the entries list are kept.
    private let columnChoice: EntriesColumnChoice?
    private let queue = DispatchQueue(label: "typeahead.keeping")
    /// The newest draft not written yet. A write takes whatever is newest
    /// when it runs, so a burst of keys writes the file once or twice, not
    /// once a key (each write is a whole file and an fsync, and competes
    /// with drawing for the two cores of a small machine).
    nonisolated private let newestDrafts = Locked<[DraftKind: Draft?]>([:])
    /// What failed to be written and has not been written since.
    nonisolated private let failing = Locked<Set<Kept>>([])

    /// Hears, on the writing queue, that a line was appended (team mode sends it on).
    nonisolated private let appended: @Sendable () -> Void

    public init(writer: SubmissionWriter, drafts: DraftStore?, histories: ChoiceHistoryStore?,
                columnChoice: EntriesColumnChoice? = nil, appended: @escaping @Sendable () -> Void = {}) {
        self.writer = writer
        self.columnChoice = columnChoice
        self.appended = appended
        self.drafts = drafts
        self.histories = histories
    }

    /// Saves and the lines after them go to `writer` from now on; those
    /// asked for before still go where they were going.
    public func saveFromNow(to writer: SubmissionWriter) {
        self.writer = writer
    }

    /// The number counts what the output held before this window opened.
    /// The save and the draft's removal are one step for whoever opens the
    /// form next: the draft first says which line it is being saved as
    /// (after any draft write still queued), then the line is appended,
    /// then the draft goes. Killed between the two, the next start finds
    /// the line in the output and drops the draft (`DraftStore.loadUnsaved`).
    /// A correction does this in its own draft, never the window's.
    public func save(_ submission: Submission, done: @escaping @MainActor (Result<SavedEntry, SaveError>) -> Void) {
        let writer = writer, drafts = drafts, appended = appended
        let kind: DraftKind = submission.supersedes == nil ? .entry : .correction
        queue.async {
            let line = writer.line(of: submission)
            try? drafts?.store(Draft(saving: submission, as: line), as: kind)
            let result: Result<SavedEntry, SaveError>
            do throws(SaveError) {
                let number = try writer.append(line: line)
                try? drafts?.store(nil, as: kind)
                appended()
                result = .success(SavedEntry(number: number, destination: writer.toastName))
            } catch {
                result = .failure(error)
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { done(result) } }
        }
    }

    /// With `draft` (Ctrl+Z after a save), the draft first says which
    /// deletion line it waits for, then the line is appended: killed
    /// between the two, the next start finds no deletion and drops the
    /// draft, so the entry is once in the output, saved, never twice.
    public func withdraw(_ deletion: EntryDeletion, restoring draft: Draft?, done: @escaping @MainActor (SaveError?) -> Void) {
        let drafts = drafts
        append({ writer in
            let line = writer.line(of: deletion)
            if var draft {
                draft.withdrawingLine = line
                try? drafts?.store(draft)
            }
            return line
        }, trying: "take the entry back from", done: done)
    }

    public func restore(_ submission: Submission, done: @escaping @MainActor (SaveError?) -> Void) {
        append({ $0.line(of: submission) }, trying: "bring the entry back to", done: done)
    }

    /// Appends the line `line` makes (which may first keep a draft that
    /// waits for it), on the queue of saves.
    private func append(_ line: @escaping @Sendable (SubmissionWriter) -> String, trying action: String,
                        done: @escaping @MainActor (SaveError?) -> Void) {
        let writer = writer, appended = appended
        queue.async {
            var failure: SaveError?
            do throws(SaveError) {
                try writer.append(line: line(writer))
                appended()
            } catch {
                failure = error.whileTrying(to: action)
            }
            DispatchQueue.main.async { MainActor.assumeIsolated { done(failure) } }
        }
    }

    public func finishWriting() {
        queue.sync {}
    }

    public func keep(draft: Draft?, as kind: DraftKind, heard: @escaping @Sendable @MainActor (SaveError?) -> Void) {
        guard let drafts else { return }
        let alreadyQueued = newestDrafts.withLock { newest in
            defer { newest[kind] = .some(draft) }
            return newest[kind] != nil
        }
        if alreadyQueued { return }
        inBackground(.draft, heard) { [self] () throws(SaveError) in
            guard let draft = newestDrafts.withLock({ $0.removeValue(forKey: kind) }) else { return }
            do throws(SaveError) {
                try drafts.store(draft, as: kind)
            } catch {
                // An older draft must not come back in place of newer typing.
                try? drafts.store(nil, as: kind)
                throw error
            }
        }
    }

    public func keep(history: ChoiceHistory, heard: @escaping @Sendable @MainActor (SaveError?) -> Void) {
        guard let histories else { return }
        inBackground(.history, heard) { () throws(SaveError) in try histories.store(history) }
    }

    public func keep(keyer: String) {
        // A name not remembered is asked again next time: no message.
        queue.async { try? KeyerMemory.store(keyer) }
    }

    public func keep(hiddenColumns hidden: Set<String>) {
        // A choice not kept is the list's first one next time: no message.
        guard let columnChoice else { return }
        queue.async { try? columnChoice.store(hidden) }
    }

    /// What is kept besides entries; a failure of one is over only when it is written again.
    private enum Kept { case draft, history }

    private func inBackground(_ kept: Kept, _ heard: @escaping @Sendable @MainActor (SaveError?) -> Void,
                              _ write: @escaping @Sendable () throws(SaveError) -> Void) {
        let failing = failing
        queue.async {
            do throws(SaveError) {
                try write()
                let isOver = failing.withLock { $0.remove(kept) != nil && $0.isEmpty }
                if isOver { DispatchQueue.main.async { MainActor.assumeIsolated { heard(nil) } } }
            } catch {
                failing.withLock { _ = $0.insert(kept) }
                DispatchQueue.main.async { MainActor.assumeIsolated { heard(error) } }
            }
        }
    }
}

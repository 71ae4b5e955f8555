import Foundation
import TypeaheadEngine

/// Keeps the draft of one window's entry in `$XDG_STATE_HOME/typeahead/drafts/`
/// (default `~/.local/state/…`), replaced whole by `AtomicFile`, so the
/// process can be killed at any moment and the file holds the old draft or
/// the new one.
///
/// Each window has a draft of its own (`DraftSlots`), held by a lock while it
/// runs, so two windows on one form never overwrite or delete each other's.
/// Opening adopts the newest draft whose lock is free (its window crashed,
/// was killed, or closed with an unsaved entry); other free ones wait for the
/// next window.
///
/// A correction in progress is kept in a file of its own in the same slot
/// (`DraftSlots.correction(of:)`), so that saving or losing it never
/// touches the entry that was being typed before it was opened.
public final class DraftStore: Sendable {
    private let slots: DraftSlots
    /// The form (or data file) the draft belongs to.
    private let formPath: String
    /// The lock of this window's draft; nil until the folder can be written.
    private let held: Locked<FileLock?>
    /// Why the drafts folder could not be used at opening, if it could not.
    public let openingProblem: SaveError?
    /// Free drafts of this form besides the one this window took.
    public let waitingDrafts: Int

    static let action = "keep the unsaved entry in"

    public init(formPath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        slots = DraftSlots(formPath: formPath, environment: environment)
        self.formPath = AppPaths.absolutePath(formPath)
        var lock: FileLock?
        var waiting = 0
        do {
            try StateFolder.create(slots.folder)
            AtomicFile.removeStaleTemporaries(in: slots.folder, startingWith: slots.stem)
            for orphan in slots.orphanedLocks() {
                (try? FileLock.tryAcquire(orphan, creating: false))?.release(removingFile: true)
            }
            for draft in slots.existingDrafts() {
                guard let free = try FileLock.tryAcquire(DraftSlots.lock(of: draft)) else { continue }
                // Its window may have saved and removed it since the listing.
                let isThere = DraftSlots.isTaken(draft)
                if lock == nil, isThere {
                    lock = free
                } else {
                    if isThere { waiting += 1 }
                    free.release(removingFile: true)
                }
            }
            if lock == nil { lock = try Self.freshSlot(slots) }
            openingProblem = nil
        } catch {
            openingProblem = error.whileTrying(to: Self.action)
        }
        held = Locked(lock)
        waitingDrafts = waiting
    }

    /// This window's draft file.
    public var path: String {
        held.withLock { $0.map { Self.draft(of: $0) } } ?? slots.draft(1)
    }

    /// The draft this window took at opening (or the correction kept
    /// beside it), nil when there is none. A draft that cannot be read is
    /// set aside and reported; the window then starts empty, and its next
    /// draft takes the damaged one's place.
    public func load(_ kind: DraftKind = .entry) throws(DamagedFile) -> Draft? {
        guard let path = held.withLock({ $0.map { Self.path(of: kind, in: $0) } }),
              FileManager.default.fileExists(atPath: path) else { return nil }
        do {
            return try DraftFile.read(path: path)
        } catch {
            throw DamagedFile.setAside(error, contents: kind == .entry ? "the draft" : "the correction's draft")
        }
    }

    /// The draft to bring back (`load`), as the output decides after a kill:
    /// one being saved whose line the output holds is dropped (the entry is
    /// saved; restored, it would be saved twice), and one whose line did not
    /// reach it comes back as before the save began; one whose save was
    /// being taken back comes back only if the output holds the deletion
    /// (else the entry is still saved).
    public func loadUnsaved(_ kind: DraftKind = .entry, output: SubmissionWriter) throws(DamagedFile) -> Draft? {
        guard var draft = try load(kind) else { return nil }
        let saved = draft.savingLine.map { output.holds(line: $0) == true } ?? false
        let stillSaved = draft.withdrawingLine.map { output.holds(line: $0) != true } ?? false
        if saved || stillSaved {
            try? store(nil, as: kind)
            return nil
        }
        draft.savingLine = nil
        draft.withdrawingLine = nil
        return draft
    }

    /// Stores the draft, or removes the file for nil. Throws a message for a
    /// banner when the folder cannot be written (missing rights, a full
    /// disk, a file where the folder should be).
    public func store(_ draft: Draft?, as kind: DraftKind = .entry) throws(SaveError) {
        let text = draft.map { DraftFile.text(of: $0, formPath: formPath) }
        do {
            try held.withLock { (lock: inout FileLock?) throws(SaveError) in
                if lock == nil {
                    guard text != nil else { return }
                    try StateFolder.create(slots.folder)
                    lock = try Self.freshSlot(slots)
                }
                let path = Self.path(of: kind, in: lock!)
                if let text { try AtomicFile.write(text, to: path) } else { try AtomicFile.remove(path) }
            }
        } catch {
            throw error.whileTrying(to: Self.action)
        }
    }

    private static func path(of kind: DraftKind, in lock: FileLock) -> String {
        kind == .entry ? draft(of: lock) : DraftSlots.correction(of: draft(of: lock))
    }

    /// The first slot with no draft and a free lock.
    private static func freshSlot(_ slots: DraftSlots) throws(SaveError) -> FileLock {
        for number in 1...10_000 {
            let draft = slots.draft(number)
            guard !DraftSlots.isTaken(draft),
                  let lock = try FileLock.tryAcquire(DraftSlots.lock(of: draft)) else { continue }
            if !DraftSlots.isTaken(draft) { return lock }
            lock.release(removingFile: false)
        }
        throw SaveError(path: slots.folder, reason: translated("too many drafts of this form"))
    }

    private static func draft(of lock: FileLock) -> String { String(lock.path.dropLast(".lock".count)) }
}

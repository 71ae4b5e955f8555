import Foundation
import TypeaheadEngine

/// Appends entries to the submissions file: each in one `write` of a whole
/// line under an exclusive `flock`, then `fsync`, so an entry is either
/// fully on disk or not at all (a write cut short is truncated away), and
/// two processes saving at once never mix their lines.
public final class SubmissionWriter: Sendable {
    public enum Destination: Equatable, Sendable {
        case standardOutput
        case file(String)
    }

    public let destination: Destination
    /// The form this writer saves entries of, stamped on entries that come without one.
    public let form: SubmittedForm?
    private let tally: Locked<EntryTally>

    /// Counts the entries the file already holds (standard output starts at 0).
    public init(destination: Destination, form: SubmittedForm? = nil, isFormsOwnFile: Bool = false, enteredBy: String? = nil) {
        self.destination = destination
        self.enteredBy = enteredBy
        self.isFormsOwnFile = isFormsOwnFile
        self.form = form
        switch destination {
        case .standardOutput: tally = Locked(EntryTally())
        case .file(let path): tally = Locked(EntryTally(path: path))
        }
    }

    /// `-` is standard output; anything else a file path.
    public convenience init(outputArgument: String, form: SubmittedForm? = nil, isFormsOwnFile: Bool = false, enteredBy: String? = nil) {
        self.init(destination: outputArgument == "-" ? .standardOutput : .file(outputArgument), form: form,
                  isFormsOwnFile: isFormsOwnFile, enteredBy: enteredBy)
    }

    /// The output as a toast names it: the file's name, or "standard
    /// output"; nil for the form's own entries file (under
    /// `$XDG_DATA_HOME`), whose hashed name says nothing to the person.
    public var toastName: String? {
        switch destination {
        case .standardOutput: translated("standard output")
        case .file(let path): isFormsOwnFile ? nil : URL(fileURLWithPath: path).lastPathComponent
        }
    }

    /// Who enters the entries, stamped on each line (team mode); nil: nobody named.
    public let enteredBy: String?

    /// Whether the output is the form's own entries file, chosen by the
    /// app rather than the person (`AppPaths.defaultOutput`).
    public let isFormsOwnFile: Bool

    /// The folder of the output file (absolute), or nil for standard output.
    public var folder: String? {
        guard case .file(let path) = destination else { return nil }
        return URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
    }

    public var displayName: String {
        switch destination {
        case .standardOutput: translated("standard output")
        case .file(let path): path
        }
    }

    /// The entries the output holds as last seen: those there at start, this
    /// writer's, and any another process added before this writer's last one.
    public var entriesSaved: Int { tally.withLock { $0.entries } }

    /// Appends one entry and returns its number in the output (1 for the
    /// first line of the file), for "Saved entry N". Throws a message naming
    /// the file and the reason.
    @discardableResult
    public func append(_ submission: Submission) throws(SaveError) -> Int {
        try append(line: line(of: submission))
    }

    /// The line `submission` is saved as (without its newline): stamped
    /// with a new id and this writer's form if it has none.
    public func line(of submission: Submission) -> String {
        var stamped = submission
        if stamped.id == nil { stamped.id = .make(at: submission.submitted) }
        if stamped.form == nil { stamped.form = form }
        if stamped.enteredBy == nil { stamped.enteredBy = enteredBy }
        return stamped.jsonLine
    }

    /// The line `deletion` is saved as, stamped with who took the entry back.
    public func line(of deletion: EntryDeletion) -> String {
        var stamped = deletion
        if stamped.enteredBy == nil { stamped.enteredBy = enteredBy }
        return stamped.jsonLine
    }

    /// Appends a line made by `line(of:)`; see `append(_:)`.
    @discardableResult
    public func append(line text: String) throws(SaveError) -> Int {
        let line = Array((text + "\n").utf8)
        return try tally.withLock { (tally: inout EntryTally) throws(SaveError) -> Int in
            switch destination {
            case .standardOutput:
                try Self.write(line, to: STDOUT_FILENO, path: translated("standard output"))
                tally.countOne()
                return tally.entries
            case .file(let path):
                return try Self.append(line, to: path, tally: &tally)
            }
        }
    }

    private static func append(_ line: [UInt8], to path: String, tally: inout EntryTally) throws(SaveError) -> Int {
        // Read access lets the tally catch up and the last byte be checked; a
        // write-only file is still written.
        var descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == EACCES { descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC) }
        guard descriptor >= 0 else { throw SaveError(path: path, errno: errno) }
        defer { close(descriptor) } // also releases the lock
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw SaveError(path: path, errno: errno) }
        }
        // A write cut short (a full disk) or not made durable is taken back
        // whole: no part of a line is left for the next save to follow.
        var before = stat()
        let isRegular = fstat(descriptor, &before) == 0 && (before.st_mode & S_IFMT) == S_IFREG
        do throws(SaveError) {
            try write(endingUnfinishedLine(descriptor) + line, to: descriptor, path: path)
            guard fsync(descriptor) == 0 || errno == EINVAL else { throw SaveError(path: path, errno: errno) }
        } catch {
            if isRegular, ftruncate(descriptor, before.st_size) == 0 { _ = fsync(descriptor) }
            throw error
        }
        if !tally.update(from: descriptor) { tally.countOne() }
        return tally.entries
    }

    /// A newline when the file ends in the middle of a line (a crash or
    /// another program cut it short), so this entry still starts a line of its own.
    private static func endingUnfinishedLine(_ descriptor: Int32) -> [UInt8] {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_size > 0 else { return [] }
        var last: UInt8 = 0
        guard pread(descriptor, &last, 1, status.st_size - 1) == 1 else { return [] }
        return last == 0x0A ? [] : [0x0A]
    }

    /// Writes all of `bytes` at the descriptor's offset (its end, when it appends).
    static func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(SaveError) {
        let result = bytes.withUnsafeBytes { buffer -> Result<Void, SaveError> in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return .failure(SaveError(path: path, errno: errno))
                }
                offset += written
            }
            return .success(())
        }
        try result.get()
    }
}

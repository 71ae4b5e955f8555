import Foundation
import TypeaheadEngine

/// Where `export --output PATH` writes. A regular file, or a new one, is
/// replaced whole (`AtomicFile`), through its symbolic link when PATH is
/// one, so the link stays. Anything else that is there (a pipe, a
/// terminal, /dev/null, anything under /dev or /proc) is written to as it
/// goes: renaming a file over it would, as root, put a regular file where
/// the device was.
enum ExportDestination: Equatable {
    /// Replaced whole: the path of the file itself, links followed.
    case file(String)
    /// Written in place, never replaced.
    case stream(String)

    static func of(_ path: String) throws(SaveError) -> ExportDestination {
        // /dev/stdout and /dev/fd/N name a descriptor: a shell's `> file`
        // is written through it, not replaced under the shell.
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return .stream(path) }
        var status = stat()
        guard stat(path, &status) == 0 else {
            // Nothing there yet (or a link to nothing): a new file.
            return .file(path)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            return .file(URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        case S_IFDIR:
            throw SaveError(path: path, errno: EISDIR, action: "write to")
        default:
            return .stream(path)
        }
    }

    /// Standard output or error when `path` names it (/dev/stdout,
    /// /dev/fd/1, /proc/self/fd/2…), written to as it is: opened afresh, a
    /// shell's `> file` would be written from its start, under what the
    /// shell writes. Other descriptors are opened afresh: one of the app's
    /// own files may have the number.
    static func descriptor(namedBy path: String) -> Int32? {
        let names: [String: Int32] = ["/dev/stdout": 1, "/dev/stderr": 2, "/dev/fd/1": 1, "/dev/fd/2": 2,
                                      "/proc/self/fd/1": 1, "/proc/self/fd/2": 2]
        return names[path]
    }

    /// Writes the export to the stream at `path`, all of it.
    static func writeStream(to path: String, _ export: EntryExport) throws(ExportError) {
        let named = descriptor(namedBy: path)
        let descriptor = named ?? open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw .save(SaveError(path: path, errno: errno, action: "write to")) }
        defer { if named == nil { close(descriptor) } }
        do {
            try export.write { bytes in
                try bytes.withUnsafeBytes { buffer in
                    var offset = 0
                    while offset < buffer.count {
                        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                        if written < 0 {
                            if errno == EINTR { continue }
                            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                        }
                        offset += written
                    }
                }
            }
        } catch let error as LoadError {
            throw .load(error)
        } catch let error as POSIXError {
            throw .save(SaveError(path: path, errno: error.code.rawValue, action: "write to"))
        } catch {
            throw .save(SaveError(path: path, errno: EIO, action: "write to"))
        }
    }
}

import Foundation

/// Appends entries to the submissions file: each in one `write` of a whole
/// line, then `fsync`, so an entry is either fully on disk or not at all.
public struct SubmissionWriter: Sendable {
    public enum Destination: Equatable, Sendable {
        case standardOutput
        case file(String)
    }

    public let destination: Destination

    public init(destination: Destination) {
        self.destination = destination
    }

    /// `-` is standard output; anything else a file path.
    public init(outputArgument: String) {
        destination = outputArgument == "-" ? .standardOutput : .file(outputArgument)
    }

    public var displayName: String {
        switch destination {
        case .standardOutput: "standard output"
        case .file(let path): path
        }
    }

    /// Appends one entry. Throws a message naming the file and the reason.
    public func append(_ submission: Submission) throws(SaveError) {
        let line = Array((submission.jsonLine + "\n").utf8)
        switch destination {
        case .standardOutput:
            try write(line, to: STDOUT_FILENO, path: "standard output")
        case .file(let path):
            let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw SaveError(path: path, errno: errno) }
            defer { close(descriptor) }
            try write(line, to: descriptor, path: path)
            guard fsync(descriptor) == 0 else { throw SaveError(path: path, errno: errno) }
        }
    }

    private func write(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(SaveError) {
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

/// Why an entry could not be saved.
public struct SaveError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }

    public var description: String { "Could not save to \(path): \(reason)" }
}

import Foundation

/// A scratch folder for targets whose reader takes a path, on tmpfs where
/// there is one so that each input costs no disk write.
/// The folder goes when libFuzzer exits (after a crash it stays, with the input).
enum FuzzFiles {
    nonisolated(unsafe) private static var folders: [String] = []

    static func makeFolder(_ name: String) -> String {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let folder = base + "/typeahead-fuzz-\(name)-\(getpid())"
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if folders.isEmpty {
            atexit { for folder in FuzzFiles.folders { try? FileManager.default.removeItem(atPath: folder) } }
        }
        folders.append(folder)
        return folder
    }

    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        precondition(descriptor >= 0, "cannot write \(path)")
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            precondition(written > 0, "cannot write \(path)")
            offset += written
        }
    }
}

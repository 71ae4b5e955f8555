import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// `export --output PATH` replaces a file whole, but writes a pipe or a
/// device as it goes: renamed over, /dev/full became a regular file (as
/// root), a link became a file, and a pipe was never written.
@Suite("Where an export is written", .timeLimit(minutes: 5), .hangWatchdog)
struct ExportDestinationTests {
    static let entries = #"{"id": "a1", "submitted": "2026-11-30T09:00:00Z", "values": {"city": "Zug"}}"# + "\n"
    static let csv = "city,id,submitted\r\nZug,a1,2026-11-30T09:00:00Z\r\n"

    let folder = TestForms.folder()

    func request() throws -> ExportRequest {
        let path = folder.appendingPathComponent("in.jsonl").path
        try Self.entries.write(toFile: path, atomically: true, encoding: .utf8)
        return ExportRequest(entriesPath: path, columns: [])
    }

    func kind(_ path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    @Test func aPipeIsWrittenAndStaysAPipe() throws {
        let fifo = folder.appendingPathComponent("out.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reading end first, not waiting for a writer; the export's
        // few bytes fit in the pipe's buffer, so nothing blocks.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        try #require(reader >= 0)
        defer { close(reader) }
        try request().run(format: .csv, output: fifo)
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = read(reader, &bytes, bytes.count)
        #expect(String(decoding: bytes.prefix(max(count, 0)), as: UTF8.self) == Self.csv)
        #expect(kind(fifo) == S_IFIFO)
    }

    @Test func aLinkToAFileStaysALinkAndItsFileIsReplaced() throws {
        let target = folder.appendingPathComponent("target.csv").path, link = folder.appendingPathComponent("link.csv").path
        try "before\n".write(toFile: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try request().run(format: .csv, output: link)
        #expect(kind(link) == S_IFLNK)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == Self.csv)
    }

    @Test func devicesAreWrittenAsTheyAreAndAFullOneSaysSo() throws {
        try request().run(format: .csv, output: "/dev/null")
        #expect(kind("/dev/null") == S_IFCHR)
        #expect(throws: ExportError.save(SaveError(path: "/dev/full", errno: ENOSPC, action: "write to"))) {
            try request().run(format: .csv, output: "/dev/full")
        }
        #expect(kind("/dev/full") == S_IFCHR)
    }

    @Test func aFolderIsRefused() throws {
        let path = folder.path
        #expect(throws: ExportError.save(SaveError(path: path, errno: EISDIR, action: "write to"))) {
            try request().run(format: .csv, output: path)
        }
    }

    @Test func standardOutputIsWrittenThroughItsOwnDescriptor() throws {
        #expect(try ExportDestination.of("/dev/stdout") == .stream("/dev/stdout"))
        #expect(try ExportDestination.of("/proc/self/fd/1") == .stream("/proc/self/fd/1"))
        #expect(ExportDestination.descriptor(namedBy: "/dev/stdout") == 1)
        #expect(ExportDestination.descriptor(namedBy: "/dev/fd/2") == 2)
        #expect(ExportDestination.descriptor(namedBy: "/dev/fd/63") == nil, "another number may be one of the app's files")
        let new = folder.appendingPathComponent("new.csv").path
        #expect(try ExportDestination.of(new) == .file(new))
    }
}

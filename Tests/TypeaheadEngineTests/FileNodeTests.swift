import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// One file under any name, and another file once it is replaced: what a
/// lock, the entry count, a form's own output and a damaged cache's removal
/// all ask of a path.
@Suite("File nodes", .timeLimit(minutes: 5), .hangWatchdog)
struct FileNodeTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("node-\(UUID().uuidString)").path

    init() throws {
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try "one".write(toFile: folder + "/file", atomically: false, encoding: .utf8)
    }

    @Test func anotherSpellingOrALinkNamesTheSameNode() throws {
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/file")
        let node = try #require(FileNode.at(folder + "/file"))
        #expect(node.isNamed(by: folder + "/sub/../file"))
        #expect(node.isNamed(by: folder + "/link"))
        #expect(!node.isNamed(by: folder + "/sub"))
        #expect(FileNode.at(folder + "/missing") == nil)
    }

    @Test func aFileRenamedOverThePathIsAnotherNode() throws {
        let descriptor = open(folder + "/file", O_RDONLY)
        defer { close(descriptor) }
        let opened = try #require(FileNode.of(descriptor: descriptor))
        #expect(opened.isNamed(by: folder + "/file"))
        try "two".write(toFile: folder + "/file", atomically: true, encoding: .utf8) // a new file renamed in
        #expect(!opened.isNamed(by: folder + "/file"))
        #expect(!FileLock.isStillAt(folder + "/file", descriptor))
        #expect(FileNode.of(descriptor: -1) == nil)
    }
}

import Foundation
import Testing

/// A command run from the package's root (scripts, grep, python3), for the
/// suites that check the tree itself or ask a tool nobody here wrote.
enum PackageCommand {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// `arguments` run from the package root; its standard output.
    /// `nothingFoundIsFine`: grep's status 1 (nothing found) is an answer too.
    static func output(_ arguments: [String], nothingFoundIsFine: Bool = false,
                       sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fine = process.terminationStatus == 0 || nothingFoundIsFine && process.terminationStatus == 1
        #expect(fine, "\(arguments.joined(separator: " ")) ended with \(process.terminationStatus)", sourceLocation: sourceLocation)
        return String(decoding: data, as: UTF8.self)
    }
}

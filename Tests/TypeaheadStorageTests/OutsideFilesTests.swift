import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Issue 49.4: a form file is a document from anywhere. A data file
/// outside its folder (through `..`, an absolute path, or a symlink that
/// leads out) is read only once the person allowed it for that form; a
/// refused one is named, and never opened, so nothing of it is quoted.
@Suite("A form reads outside its folder only when allowed", .timeLimit(minutes: 5), .hangWatchdog)
struct OutsideFilesTests {
    let root = TestForms.folder()
    var formFolder: URL { root.appendingPathComponent("forms") }
    var secretFolder: URL { root.appendingPathComponent("secret") }
    var state: [String: String] { ["XDG_STATE_HOME": root.appendingPathComponent("state").path] }

    init() throws {
        try FileManager.default.createDirectory(at: root.appendingPathComponent("forms/data"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("secret"), withIntermediateDirectories: true)
        _ = TestForms.write("user,password\nroot,hunter2\n", named: "creds.csv", in: root.appendingPathComponent("secret"))
        _ = TestForms.write("name\nAda\n", named: "people.csv", in: root.appendingPathComponent("forms/data"))
    }

    func form(reading file: String) -> String {
        TestForms.write("""
            {
              "title": "T",
              "sources": { "s": { "file": "\(file)" } },
              "fields": [ { "id": "password", "source": "s" } ]
            }
            """, named: "t.form.json", in: formFolder)
    }

    func refusal(_ formPath: String, _ consent: OutsideFileConsent = .refusing) -> LoadError? {
        do {
            _ = try LoadedForm.load(formPath: formPath, outside: consent)
            return nil
        } catch {
            return error
        }
    }

    @Test func aFileThroughDotDotAnAbsolutePathOrASymlinkOutIsRefusedAndNamedNotRead() throws {
        let secret = secretFolder.appendingPathComponent("creds.csv").path
        try FileManager.default.createSymbolicLink(atPath: formFolder.appendingPathComponent("data/link.csv").path, withDestinationPath: secret)
        for file in ["../secret/creds.csv", secret, "data/link.csv", "data/../../secret/creds.csv"] {
            let error = try #require(refusal(form(reading: file)), "\(file) was read")
            #expect(error.outsideFiles == [OutsideFiles.realPath(secret)])
            #expect(error.line == 3 && error.column == 31, "at the source's file")
            #expect(error.message.contains("creds.csv") && error.message.contains("--allow-outside"))
            #expect(!error.message.contains("hunter2") && !error.message.contains("password"))
        }
    }

    @Test func aFileInsideTheFormsFolderIsReadAsBefore() throws {
        #expect(refusal(form(reading: "data/people.csv")) == nil)
        #expect(refusal(form(reading: "./data/../data/people.csv")) == nil)
        #expect(refusal(form(reading: formFolder.appendingPathComponent("data/people.csv").path)) == nil)
    }

    @Test func anAllowedFileIsReadForThatFormOnlyAndAllowAllReadsEverything() throws {
        let formPath = form(reading: "../secret/creds.csv")
        let consent = OutsideFileConsent.remembered(environment: state)
        let refused = try #require(refusal(formPath, consent))
        try consent.allow(refused.outsideFiles, forForm: formPath)
        #expect(refusal(formPath, consent) == nil, "allowed once, remembered")
        #expect(refusal(formPath, .remembered(environment: state)) == nil, "and at the next start")
        // Another form naming the same file is asked about again.
        let other = TestForms.write(try String(contentsOfFile: formPath, encoding: .utf8), named: "other.form.json", in: formFolder)
        #expect(refusal(other, consent) != nil)
        #expect(refusal(other, .allowingAll) == nil, "--allow-outside")
    }
}

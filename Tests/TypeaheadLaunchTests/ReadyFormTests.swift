import Foundation
import Testing
@testable import FormTestSupport
@testable import TestSupport
@testable import TypeaheadCore
import TypeaheadEngine
@testable import TypeaheadLaunch
@testable import TypeaheadStorage

/// What a window opens: where a form's entries go, which page it opens
/// on, and whether they can be changed, decided from the file opened and
/// `--output`, with the user's folders in a temporary place.
@Suite("Opening a form for a window", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct ReadyFormTests {
    let home = TestForms.folder().path
    var environment: [String: String] { ["XDG_DATA_HOME": home + "/data", "XDG_STATE_HOME": home + "/state"] }

    func opened(_ path: String, output: String? = nil) throws -> ReadyForm {
        ReadyForm(file: try OpenedFile.open(path: path), output: output, services: AppServices(), environment: environment)
    }

    /// A saved entry of the trip form, in the file given.
    func entriesFile(of formPath: String, in folder: String) throws -> String {
        let path = folder + "/trip.entries.jsonl"
        let writer = SubmissionWriter(outputArgument: path, form: SubmittedForm(try LoadedForm.load(formPath: formPath).spec))
        _ = try writer.append(Submission(submitted: Date(timeIntervalSince1970: 1_800_000_000), values: [("name", "Ada")], records: []))
        return path
    }

    @Test func aFormWhoseRulesAreFaultyIsRefusedBeforeAWindowOpens() throws {
        let path = TestForms.write(#"{"title": "T", "fields": [{"id": "a", "relevant": "${b} = 1"}]}"#,
                                   named: "rules.form.json", in: TestForms.folder())
        #expect(throws: LoadError(path: path, line: 1, column: 52, message: "'relevant' of field 'a' reads ${b}, which is not a field of the form")) {
            try ReadyForm.open(path: path, services: AppServices())
        }
    }

    @Test func aFormSavesToItsOwnFileInTheUsersDataFolder() throws {
        let form = TestForms.tripForm().spec.path!
        let opened = try opened(form)
        let entries = try #require(opened.entriesPath)
        #expect(entries == AppPaths.defaultOutput(forForm: form, environment: environment))
        #expect(entries.hasPrefix(home + "/data/"))
        #expect(FileManager.default.fileExists(atPath: home + "/data"), "the default folder is made")
        #expect(!opened.opensOnEntries && opened.readOnlyReason == nil && opened.openedPath == form)
        #expect(opened.team == nil)
        let session = try #require(EntriesSession.forWindow(of: opened))
        #expect(session.path == entries && session.machine.readOnlyReason == nil)
    }

    @Test func anOutputChosenIsNotMade() throws {
        let form = TestForms.tripForm().spec.path!
        let chosen = home + "/not-yet/entries.jsonl"
        let opened = try opened(form, output: chosen)
        #expect(opened.entriesPath == chosen)
        #expect(!FileManager.default.fileExists(atPath: home + "/not-yet"), "a folder the person chose is theirs to make")
    }

    @Test func standardOutputHasNoEntriesToList() throws {
        let opened = try opened(TestForms.tripForm().spec.path!, output: "-")
        #expect(opened.entriesPath == nil)
        #expect(EntriesSession.forWindow(of: opened) == nil)
    }

    @Test func anEntriesFileOpensOnItsEntriesAndSavesThere() throws {
        let form = TestForms.tripForm().spec.path!
        let entries = try entriesFile(of: form, in: home)
        let opened = try opened(entries)
        #expect(opened.opensOnEntries && opened.openedPath == entries && opened.entriesPath == entries)
        #expect(opened.form.spec.path == form && opened.readOnlyReason == nil)
    }

    @Test func entriesWhoseFormIsGoneAreReadOnly() throws {
        let form = TestForms.tripForm().spec.path!
        let entries = try entriesFile(of: form, in: home)
        try FileManager.default.removeItem(atPath: form)
        let opened = try opened(entries)
        let reason = try #require(opened.readOnlyReason)
        #expect(opened.opensOnEntries && opened.entriesPath == entries)
        let session = try #require(EntriesSession.forWindow(of: opened))
        #expect(session.machine.readOnlyReason == reason)
        #expect(session.machine.columns.fieldIDs.contains("name"))
    }
}

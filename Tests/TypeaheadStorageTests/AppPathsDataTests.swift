import Foundation
import Testing
@testable import TypeaheadEngine
@testable import TypeaheadForms
@testable import TestSupport
@testable import TypeaheadStorage

/// Where the app finds its bundled data: installed by meson
/// (PREFIX/bin/typeahead beside PREFIX/share/typeahead/), run from the source
/// tree (.build/…/typeahead under the folder holding data/), or told.
@Suite("Finding the bundled demo form", .timeLimit(minutes: 5), .hangWatchdog)
struct AppPathsDataTests {
    let root = TestForms.folder()
    /// An environment that names no data folder, with XDG_DATA_DIRS an empty folder.
    var bare: [String: String] { ["XDG_DATA_DIRS": path("empty")] }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    @discardableResult
    func file(_ relative: String) -> String {
        let url = root.appendingPathComponent(relative)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: url.path, contents: Data("{}".utf8))
        return url.path
    }

    @Test func anInstalledAppFindsShareBesideItsFolder() {
        let binary = file("prefix/bin/typeahead")
        let demo = file("prefix/share/typeahead/demo.form.json")
        file("prefix/data/demo.form.json")
        #expect(AppPaths.demoForm(executable: binary, environment: bare) == demo)
    }

    @Test func anInstalledAppStartedThroughASymlinkFindsItsOwnShare() throws {
        let binary = file("prefix/bin/typeahead")
        let demo = file("prefix/share/typeahead/demo.form.json")
        try FileManager.default.createDirectory(atPath: path("links"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: path("links/typeahead"), withDestinationPath: binary)
        #expect(AppPaths.demoForm(executable: path("links/typeahead"), environment: bare) == demo)
    }

    @Test func aBuildInTheSourceTreeFindsData() {
        let binary = file("checkout/.build/x86_64-unknown-linux-gnu/debug/typeahead")
        let demo = file("checkout/data/demo.form.json")
        #expect(AppPaths.demoForm(executable: binary, environment: bare) == demo)
        let mesonBuilt = file("checkout/build/swift/x86_64-unknown-linux-gnu/release/typeahead")
        #expect(AppPaths.demoForm(executable: mesonBuilt, environment: bare) == demo)
    }

    @Test func theDataFolderVariableComesFirst() {
        let binary = file("prefix/bin/typeahead")
        file("prefix/share/typeahead/demo.form.json")
        let chosen = file("chosen/demo.form.json")
        var environment = bare
        environment["TYPEAHEAD_DATA_DIR"] = path("chosen")
        #expect(AppPaths.demoForm(executable: binary, environment: environment) == chosen)
    }

    @Test func aDataFolderInstalledElsewhereIsFoundThroughXDGDataDirs() {
        let binary = file("copied/typeahead")
        let demo = file("system/share/typeahead/demo.form.json")
        let environment = ["XDG_DATA_DIRS": path("empty") + ":relative/share:" + path("system/share")]
        #expect(AppPaths.demoForm(executable: binary, environment: environment) == demo)
    }

    @Test func nothingFoundIsNil() {
        #expect(AppPaths.demoForm(executable: file("alone/bin/typeahead"), environment: bare) == nil)
    }
}

/// Run from the source tree, the app finds its own icon there.
struct SourceTreeIconsTests {
    @Test func anExecutableInTheTreeFindsTheTreesIcons() throws {
        let icons = try #require(AppPaths.sourceTreeIcons(executable: #filePath))
        #expect(icons.hasSuffix("/meson_helpers/icons"))
        #expect(FileManager.default.fileExists(atPath: icons + "/org.typeahead.Typeahead.svg"))
    }

    @Test func anInstalledExecutableFindsNone() {
        #expect(AppPaths.sourceTreeIcons(executable: "/usr/bin/typeahead") == nil)
    }
}

import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

@Suite("The window's size between runs: kept, clamped, maximized, carried over from window.json", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct WindowMemoryTests {
    /// A folder of its own, removed after the test.
    private func scratch() -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("window-memory-\(UUID())").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aClosedWindowsSizeOpensTheNextNeverBelowTheMinimum() {
        let store = MemoryWindowSettings(lasts: true)
        #expect(WindowMemory.restore(from: store, legacyFile: "/nonexistent/window.json") == WindowState(size: .standard))
        WindowMemory.keep(size: (700, 500), maximized: false, in: store)
        #expect(WindowMemory.restore(from: store, legacyFile: "/nonexistent/window.json") == WindowState(size: WindowSize(width: 700, height: 500)))
        #expect(store.syncs == 1)
        WindowMemory.keep(size: (200, 100), maximized: false, in: store)
        #expect((store.width, store.height) == (360, 320))
        WindowMemory.keep(size: (40_000, 20_000), maximized: false, in: store)
        #expect((store.width, store.height) == (16384, 16384))
        // A store whose range is wider (a hand-edited dconf) is clamped on reading.
        store.width = 10
        #expect(WindowMemory.restore(from: store, legacyFile: "/nonexistent/window.json").size == WindowSize(width: 360, height: 16384))
    }

    @Test func aMaximizedWindowKeepsTheSizeItHadBefore() {
        let store = MemoryWindowSettings(lasts: true)
        WindowMemory.keep(size: (700, 500), maximized: false, in: store)
        WindowMemory.keep(size: (1920, 1080), maximized: true, in: store)
        WindowMemory.keep(size: nil, maximized: true, in: store)
        #expect(WindowMemory.restore(from: store, legacyFile: "/nonexistent/window.json")
            == WindowState(size: WindowSize(width: 700, height: 500), maximized: true))
        WindowMemory.keep(size: (640, 480), maximized: false, in: store)
        #expect(WindowMemory.restore(from: store, legacyFile: "/nonexistent/window.json")
            == WindowState(size: WindowSize(width: 640, height: 480), maximized: false))
    }

    @Test func windowJsonIsCarriedOverOnceThenRemoved() throws {
        let folder = scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let legacy = folder + "/window.json"
        try "{\"width\": 700, \"height\": 500}\n".write(toFile: legacy, atomically: true, encoding: .utf8)
        let store = MemoryWindowSettings(lasts: true)
        #expect(WindowMemory.restore(from: store, legacyFile: legacy).size == WindowSize(width: 700, height: 500))
        #expect(!FileManager.default.fileExists(atPath: legacy))
        #expect(store.sizeWasWritten && store.syncs == 1)
        // A later window.json (an older version run again) does not override what GSettings has.
        try "{\"width\": 900, \"height\": 900}\n".write(toFile: legacy, atomically: true, encoding: .utf8)
        #expect(WindowMemory.restore(from: store, legacyFile: legacy).size == WindowSize(width: 700, height: 500))
        #expect(!FileManager.default.fileExists(atPath: legacy))
    }

    @Test func windowJsonStaysWhenTheStoreDoesNotLastAndGoesWhenUnreadable() throws {
        let folder = scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let legacy = folder + "/window.json"
        try "{\"width\": 700, \"height\": 500}\n".write(toFile: legacy, atomically: true, encoding: .utf8)
        // No schema installed: the standard size, and the file kept for a run that has one.
        #expect(WindowMemory.restore(from: MemoryWindowSettings(lasts: false), legacyFile: legacy).size == .standard)
        #expect(FileManager.default.fileExists(atPath: legacy))
        try "{\"width\": \"wide\"}".write(toFile: legacy, atomically: true, encoding: .utf8)
        let store = MemoryWindowSettings(lasts: true)
        #expect(WindowMemory.restore(from: store, legacyFile: legacy).size == .standard)
        #expect(!FileManager.default.fileExists(atPath: legacy) && !store.sizeWasWritten)
        #expect(WindowSize.kept(in: legacy) == nil)
        #expect(AppPaths.windowStateFile(environment: ["XDG_STATE_HOME": "/s"]) == "/s/typeahead/window.json")
    }

    @Test func theSchemaIsFoundBesideAnInstallAndCompiledFromTheSourceTree() throws {
        #expect(SettingsSchemaFolders.installed(executable: "/opt/t/bin/typeahead") == "/opt/t/share/glib-2.0/schemas")
        #expect(AppPaths.cacheFolder(["XDG_CACHE_HOME": "/c"]) == "/c/typeahead")
        let tree = scratch()
        defer { try? FileManager.default.removeItem(atPath: tree) }
        let executable = tree + "/.build/debug/typeahead"
        #expect(SettingsSchemaFolders.compiledFromSourceTree(executable: executable, environment: ["XDG_CACHE_HOME": tree + "/cache"]) == nil)
        try FileManager.default.createDirectory(atPath: tree + "/meson_helpers", withIntermediateDirectories: true)
        let xml = tree + "/" + SettingsSchemaFolders.sourceFile
        try FileManager.default.copyItem(atPath: Self.sourceTree + "/" + SettingsSchemaFolders.sourceFile, toPath: xml)
        let compiled = SettingsSchemaFolders.compiledFromSourceTree(executable: executable, environment: ["XDG_CACHE_HOME": tree + "/cache"])
        #expect(compiled == tree + "/cache/typeahead/schemas")
        #expect(!SettingsSchemaFolders.isStale(tree + "/cache/typeahead/schemas/gschemas.compiled", comparedWith: xml))
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(60)], ofItemAtPath: xml)
        #expect(SettingsSchemaFolders.isStale(tree + "/cache/typeahead/schemas/gschemas.compiled", comparedWith: xml))
    }

    /// This checkout, from this file's place in it.
    static let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
}

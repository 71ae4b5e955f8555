import Foundation

/// Small forms and files for tests, written to a fresh temporary folder.
/// Here, the files; the forms (which need storage's `LoadedForm`) are
/// extensions in FormTestSupport.
enum TestForms {
    static func folder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("typeahead-tests-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, named name: String, in folder: URL) -> String {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    static func writeBytes(_ bytes: [UInt8], named name: String, in folder: URL) -> String {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }
}

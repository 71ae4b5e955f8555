import Foundation

/// The names of one form's drafts in `$XDG_STATE_HOME/typeahead/drafts/`:
/// each running window keeps its own, `FORM-HASH.json`, then
/// `FORM-HASH.2.json`, `FORM-HASH.3.json`…, each guarded by a lock file
/// beside it (`….json.lock`) that its window holds while it runs.
struct DraftSlots: Sendable {
    let folder: String
    /// `trip.form.json-HASH`: what every file of this form starts with.
    let stem: String

    init(formPath: String, environment: [String: String]) {
        let first = AppPaths.stateFile("drafts", forForm: formPath, environment: environment)
        folder = URL(fileURLWithPath: first).deletingLastPathComponent().path
        stem = String(URL(fileURLWithPath: first).lastPathComponent.dropLast(".json".count))
    }

    /// The draft of slot `number` (from 1).
    func draft(_ number: Int) -> String {
        folder + "/" + stem + (number == 1 ? "" : ".\(number)") + ".json"
    }

    static func lock(of draft: String) -> String { draft + ".lock" }

    /// The drafts on disk, the most recently written first.
    func existingDrafts() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter(isDraftName).map { folder + "/" + $0 }
            .map { ($0, modificationTime($0)) }
            .sorted { $0.1 > $1.1 }
            .map(\.0)
    }

    /// Lock files whose draft is gone: left by a window that ended.
    func orphanedLocks() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json.lock") && isDraftName(String($0.dropLast(".lock".count))) }
            .map { folder + "/" + $0 }
            .filter { !FileManager.default.fileExists(atPath: String($0.dropLast(".lock".count))) }
    }

    /// `STEM.json` or `STEM.N.json`.
    private func isDraftName(_ name: String) -> Bool {
        guard name.hasPrefix(stem), name.hasSuffix(".json") else { return false }
        let middle = name.dropFirst(stem.count).dropLast(".json".count)
        return middle.isEmpty || (middle.first == "." && middle.count > 1 && middle.dropFirst().allSatisfy(\.isASCIIDigit))
    }

    private func modificationTime(_ path: String) -> Double {
        var status = stat()
        guard stat(path, &status) == 0 else { return 0 }
        return Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

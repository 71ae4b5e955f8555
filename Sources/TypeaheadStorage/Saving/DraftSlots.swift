import Foundation
import TypeaheadEngine
import TypeaheadForms

/// The names of one form's drafts in `$XDG_STATE_HOME/typeahead/drafts/`:
/// each running window keeps its own, `FORM-HASH.json`, then
/// `FORM-HASH.2.json`, `FORM-HASH.3.json`…, each guarded by a lock file
/// beside it (`….json.lock`) that its window holds while it runs. A slot's
/// correction in progress has a file of its own beside the draft,
/// `FORM-HASH[.N].correction.json`, under the same lock.
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

    /// The file of the correction kept beside `draft`.
    static func correction(of draft: String) -> String {
        String(draft.dropLast(".json".count)) + correctionSuffix
    }

    private static let correctionSuffix = ".correction.json"

    /// Whether the slot of `draft` holds anything: its draft or a correction.
    static func isTaken(_ draft: String) -> Bool {
        FileManager.default.fileExists(atPath: draft) || FileManager.default.fileExists(atPath: correction(of: draft))
    }

    /// The slots on disk (named by their draft, which may be missing when
    /// only a correction was kept), the most recently written first.
    func existingDrafts() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var newest: [String: Double] = [:]
        for name in names {
            let draftName = name.hasSuffix(Self.correctionSuffix) ? String(name.dropLast(Self.correctionSuffix.count)) + ".json" : name
            guard isDraftName(draftName) else { continue }
            let path = folder + "/" + draftName
            newest[path] = max(newest[path] ?? 0, modificationTime(folder + "/" + name))
        }
        return newest.sorted { $0.value > $1.value }.map(\.key)
    }

    /// Lock files whose draft is gone: left by a window that ended.
    func orphanedLocks() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".json.lock") && isDraftName(String($0.dropLast(".lock".count))) }
            .map { folder + "/" + $0 }
            .filter { !Self.isTaken(String($0.dropLast(".lock".count))) }
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

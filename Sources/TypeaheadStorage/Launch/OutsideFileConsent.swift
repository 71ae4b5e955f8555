import Foundation
import TypeaheadEngine
import TypeaheadForms

/// Whether a form may read data files from outside its own folder. A form
/// file is a document that may come from anywhere (a mail, a shared
/// drive): one naming `../secret/creds.csv`, `/etc/passwd` or a symlink
/// that leads out would otherwise have those files read and their values
/// suggested. So such a file is read only once the person allowed it for
/// that form (the window asks, and the answer is remembered in
/// `$XDG_STATE_HOME/typeahead/consent/FORM-HASH.json`), or for one run with
/// `--allow-outside`, as LibreOffice asks before a document reads external data.
public struct OutsideFileConsent: Sendable {
    /// `--allow-outside`: every file, for this run.
    public let allowsAll: Bool
    /// Where answers are remembered; nil: nowhere (nothing is allowed).
    let environment: [String: String]?

    /// Nothing outside a form's folder is read (tests, tools).
    public static let refusing = OutsideFileConsent(allowsAll: false, environment: nil)
    public static let allowingAll = OutsideFileConsent(allowsAll: true, environment: nil)

    /// The person's remembered answers, or every file with `allowsAll`.
    public static func remembered(allowsAll: Bool = false,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> OutsideFileConsent {
        OutsideFileConsent(allowsAll: allowsAll, environment: environment)
    }

    /// Remembers that the person allowed `files` (real paths) for the form.
    public func allow(_ files: [String], forForm formPath: String) throws(SaveError) {
        guard let environment else { return }
        let path = AppPaths.stateFile("consent", forForm: formPath, environment: environment)
        let all = (allowed(forForm: formPath).union(files)).sorted()
        let text = JSONText.object([("form", JSONText.quoted(AppPaths.absolutePath(formPath))),
                                    ("allowed", "[" + all.map(JSONText.quoted).joined(separator: ", ") + "]")]) + "\n"
        do {
            try StateFolder.create(URL(fileURLWithPath: path).deletingLastPathComponent().path)
            try AtomicFile.write(text, to: path)
        } catch {
            throw error.whileTrying(to: "remember the files this form may read in")
        }
    }

    /// The files (real paths) allowed for the form at `formPath`; a consent
    /// file that cannot be read allows nothing.
    func allowed(forForm formPath: String) -> Set<String> {
        guard let environment else { return [] }
        let path = AppPaths.stateFile("consent", forForm: formPath, environment: environment)
        guard FileManager.default.fileExists(atPath: path),
              let document = try? DataFileLoader.readJSON(path: path),
              case .object(let members) = document.value,
              let list = members.first(where: { $0.key == "allowed" }),
              case .array(let items) = list.value.value else { return [] }
        return Set(items.compactMap { if case .string(let file) = $0.value { file } else { nil } })
    }
}

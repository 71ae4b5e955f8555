import Foundation
import TypeaheadEngine
import TypeaheadForms

/// `typeahead FILE` where FILE holds Typeahead entries: the window opens
/// on them, with the form their lines name, or read-only when that form
/// is gone (there is nothing to check a correction against).
public enum EntriesFileForm: Equatable, Sendable {
    /// The form file, whose entries go on being saved to `entries`.
    case form(formPath: String, entries: String)
    /// The entries alone, their own field ids as columns, and why.
    case readOnly(entries: String, fieldIDs: [String], reason: String)

    /// Nil when `path` is not an entries file (a data file, say).
    public static func resolve(path: String) -> EntriesFileForm? {
        guard !FormFileReader.isFormFile(path), let first = EntriesFileSniffer.firstEntry(path: path) else { return nil }
        guard case .entry(let entry, _) = first else {
            // TRANSLATORS: why an entries file opens read-only; follows "Read-only: ".
            return .readOnly(entries: path, fieldIDs: [], reason: translated("its first line names no form"))
        }
        let fieldIDs = entry.values.map(\.id)
        guard let formFile = entry.form?.file else {
            // TRANSLATORS: why an entries file opens read-only; follows "Read-only: ".
            return .readOnly(entries: path, fieldIDs: fieldIDs, reason: translated("its entries name no form file"))
        }
        // A relative form path is where the entries file is.
        let formPath = formFile.hasPrefix("/") ? formFile
            : URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(formFile).path
        guard FileManager.default.fileExists(atPath: formPath) else {
            // TRANSLATORS: why an entries file opens read-only; follows "Read-only: ". %1$s is the form file's path.
            return .readOnly(entries: path, fieldIDs: fieldIDs, reason: translated("its form %1$s is gone", formFile))
        }
        return .form(formPath: formPath, entries: path)
    }
}

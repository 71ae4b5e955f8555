import Foundation
import TypeaheadEngine
import TypeaheadForms

/// What a file named on the command line, or opened from a window, opens:
/// a form, and for an entries file, the entries it should show first.
public struct OpenedFile: Sendable {
    public let form: LoadedForm
    /// The form or data file the form came from (its entries' default home).
    public let formPath: String
    /// The entries file the window saves to and shows, when it was the file opened.
    public let entries: String?
    /// Why the entries cannot be changed (their form is gone); nil when they can.
    public let readOnlyReason: String?

    /// Opens a form file, a data file, or an entries file (`EntriesFileForm`).
    public static func open(path: String, deferringFrom minimumSize: Int64? = nil,
                            services: AppServices = AppServices()) throws(LoadError) -> OpenedFile {
        try RegularFileReader.checkIsRegularFile(path: path)
        switch EntriesFileForm.resolve(path: path) {
        case nil:
            // An entries file whose first line has a fault is refused there,
            // as `export` refuses it, not read as a data file.
            if !FormFileReader.isFormFile(path), EntriesFileSniffer.looksLikeEntries(path: path) {
                _ = try EntryTable.read(path: path)
            }
            return OpenedFile(form: try LoadedForm.load(path: path, deferringFrom: minimumSize, services: services),
                              formPath: path, entries: nil, readOnlyReason: nil)
        case .form(let formPath, let entries):
            let form: LoadedForm
            do {
                form = try LoadedForm.load(path: formPath, deferringFrom: minimumSize, services: services)
            } catch where error.line == nil && error.path == formPath {
                // Not a form at all (a FIFO, /dev/zero): said of the entries that name it.
                // TRANSLATORS: %1$s says what is wrong with the form file an entries file names, with its path.
                throw LoadError(path: entries, line: 1, message: translated("the form its entries name: %1$s", error.description))
            }
            return OpenedFile(form: form, formPath: formPath, entries: entries, readOnlyReason: nil)
        case .readOnly(let entries, let fieldIDs, let reason):
            // A form of its own fields, never shown: only the entries are.
            let spec = FormSpec(title: URL(fileURLWithPath: entries).lastPathComponent, sources: [],
                                fields: fieldIDs.map { FieldSpec(id: $0, label: $0) })
            return OpenedFile(form: LoadedForm(spec: spec, sources: [:]), formPath: entries, entries: entries, readOnlyReason: reason)
        }
    }
}

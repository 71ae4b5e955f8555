import Foundation
import TypeaheadEngine
import TypeaheadForms

/// `typeahead export FILE`: which entries file to read and which columns
/// to write, from a form file (its own entries, its fields in form order),
/// an entries file (the fields of the form its lines name, when that form
/// is there), or a data file opened as a form.
public struct ExportRequest: Equatable, Sendable {
    public var entriesPath: String
    public var columns: [String]
    /// The fields whose records' keys are written beside them (`EntryExport`).
    public var codeColumns: [String] = []
    /// The form, when known: a spreadsheet's labels and cell types.
    public var form: FormSpec?

    public init(entriesPath: String, columns: [String], form: FormSpec? = nil) {
        self.entriesPath = entriesPath
        self.columns = columns
        self.form = form
        codeColumns = form.map(Self.codeColumns) ?? []
    }

    /// The fields of `spec` that keep a record's key other than their text:
    /// those whose source has a key column that is not the one they show
    /// (a country's code shown is its key already).
    public static func codeColumns(of spec: FormSpec) -> [String] {
        spec.fields.filter { field in
            guard let source = spec.sources.first(where: { $0.name == field.source }), let key = source.key else { return false }
            return field.column != key
        }.map(\.id)
    }

    public static func resolve(file: String) throws(LoadError) -> ExportRequest {
        try RegularFileReader.checkIsRegularFile(path: file)
        if FormFileReader.isFormFile(file) {
            let spec = try FormFileReader.read(path: file)
            return ExportRequest(entriesPath: AppPaths.defaultOutput(forForm: file), columns: spec.fields.map(\.id), form: spec)
        }
        if let first = EntriesFileSniffer.firstEntry(path: file) {
            var formFile: String?
            if case .entry(let entry, _) = first { formFile = entry.form?.file }
            let form = formFile.flatMap { try? FormFileReader.read(path: $0) }
            return ExportRequest(entriesPath: file, columns: form?.fields.map(\.id) ?? [], form: form)
        }
        // An entries file with a fault in its first line: reading it says where.
        if EntriesFileSniffer.looksLikeEntries(path: file) { return ExportRequest(entriesPath: file, columns: []) }
        guard DataFormat(path: file) != nil else {
            throw LoadError(path: file,
                            message: translated("not a form (*.form.json, an XLSForm's .xlsx), an entries file or a data file (.csv, .tsv, .json, .jsonl)"))
        }
        return ExportRequest(entriesPath: AppPaths.defaultOutput(forForm: file), columns: [])
    }

    /// Writes the export to `output` (a path, or nil for standard output).
    /// A file is replaced whole only once all is written: a failure leaves
    /// what was there before. A pipe or a device is written as it goes
    /// (`ExportDestination`).
    public func run(format: ExportFormat, output: String?) throws(ExportError) {
        let table: EntryTable
        do {
            table = FileManager.default.fileExists(atPath: entriesPath)
                ? try EntryTable.read(path: entriesPath, columns: columns, searchable: false)
                : EntryTable.empty(path: entriesPath, columns: columns)
        } catch {
            throw .load(error)
        }
        let export = EntryExport(table: table, format: format, codeColumns: codeColumns, form: form)
        guard let output else {
            do {
                try export.write { bytes in try FileHandle.standardOutput.write(contentsOf: bytes) }
            } catch let error as LoadError {
                throw .load(error)
            } catch {
                // TRANSLATORS: where an export is written when no file is named, in "Could not write to %1$s: %2$s".
                throw .save(SaveError(path: translated("standard output"), reason: "\(error)", action: "write to"))
            }
            return
        }
        let destination: ExportDestination
        do {
            destination = try ExportDestination.of(output)
        } catch {
            throw .save(error)
        }
        let file: String
        switch destination {
        case .stream(let path):
            try ExportDestination.writeStream(to: path, export)
            return
        case .file(let path):
            file = path
        }
        var failure: LoadError?
        do {
            try AtomicFile.write(to: file) { descriptor in
                do {
                    try export.write { bytes in
                        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress!, $0.count) }
                        if written != bytes.count { throw POSIXError(POSIXErrorCode(rawValue: written < 0 ? errno : ENOSPC) ?? .EIO) }
                    }
                    return 0
                } catch let error as LoadError {
                    failure = error
                    return EIO
                } catch let error as POSIXError {
                    return error.code.rawValue
                } catch {
                    return EIO
                }
            }
        } catch {
            throw failure.map(ExportError.load) ?? .save(error.whileTrying(to: "write to"))
        }
    }
}

import TypeaheadEngine
import TypeaheadForms

/// Whatever file the command line names: a form file, or a data file that
/// becomes a form of its own.
extension LoadedForm {
    /// Data files of `deferringFrom` bytes or more have only their header
    /// read now; their rows are read when first indexed (the app does so
    /// after its window shows). The services' cache keeps large files'
    /// tables and indexes between runs.
    public static func load(path: String, deferringFrom minimumSize: Int64? = nil,
                            services: AppServices = AppServices()) throws(LoadError) -> LoadedForm {
        // What the file is comes first: /dev/zero is a device, not a "not a form".
        try RegularFileReader.checkIsRegularFile(path: path)
        if FormFileReader.isFormFile(path) {
            return try load(formPath: path, deferringFrom: minimumSize, cache: services.cache,
                            spelling: services.spelling, languages: services.languages, outside: services.outside)
        }
        guard DataFormat(path: path) != nil else {
            throw LoadError(path: path, message: translated("not a form (*.form.json, an XLSForm's .xlsx) or a data file (.csv, .tsv, .json, .jsonl)"))
        }
        return try load(dataPath: path, deferringFrom: minimumSize, cache: services.cache,
                        spelling: services.spelling)
    }
}

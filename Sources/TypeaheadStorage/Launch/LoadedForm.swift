import Foundation
import TypeaheadEngine
import TypeaheadForms

/// A form ready to use: its spec and its data sources. A large source may
/// still be read in the background (`TableLoad`): what the form needs of it
/// at opening (its columns) comes from its header.
public struct LoadedForm: Sendable {
    public let spec: FormSpec
    public let sources: [String: DataSource]
    /// Sources answered by a server (a `url` instead of a `file`).
    public let remoteSources: [String: RemoteSource]

    public init(spec: FormSpec, sources: [String: DataSource], remoteSources: [String: RemoteSource] = [:]) {
        self.spec = spec
        self.sources = sources
        self.remoteSources = remoteSources
    }

    /// Loads a form file and every data file it names, and checks that every
    /// column it names exists. Data files of `deferringFrom` bytes or more
    /// have only their header read now (`DataFileLoader.open`).
    /// A `cache` keeps large files' tables and indexes between runs;
    /// `spelling` is how the person types the values (`SpellingRules`);
    /// `languages`, theirs, choose what the form gives per language.
    /// `outside` says which data files outside the form's folder may be read.
    public static func load(formPath path: String, deferringFrom minimumSize: Int64? = nil,
                            cache: IndexCache? = nil, spelling: SpellingRules = .plain,
                            languages: [String] = [], outside: OutsideFileConsent = .refusing) throws(LoadError) -> LoadedForm {
        let spec = try FormFileReader.read(path: path, languages: languages)
        try OutsideFiles.check(spec, consent: outside)
        return try load(spec: spec, deferringFrom: minimumSize, cache: cache, spelling: spelling)
    }

    /// Most fields a form made from a bare data file gets: one per column, so
    /// a file of thousands of columns (no form anyone fills in) is refused
    /// with its count rather than opened as thousands of entries.
    public static let maximumDataFileFields = 500

    /// Builds the form of a bare data file: one field per column, all linked
    /// to one record, none strict.
    public static func load(dataPath path: String, deferringFrom minimumSize: Int64? = nil,
                            cache: IndexCache? = nil, spelling: SpellingRules = .plain) throws(LoadError) -> LoadedForm {
        let table = try DataFileLoader.open(path: path, deferringFrom: minimumSize, cache: cache)
        guard table.columns.count <= maximumDataFileFields else {
            throw LoadError(path: path, line: 1, column: 1,
                            // TRANSLATORS: %1$d is how many columns the data file's header names (always more than %2$d); %2$d is the most fields a form made from a data file has.
                            message: translated("the header has %1$d columns; a form made from a data file has at most %2$d fields (write a form file that names the columns to use)",
                                                table.columns.count, maximumDataFileFields))
        }
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let fields = table.columns.enumerated().map { index, column in
            FieldSpec(id: column, label: column, source: name, column: column)
        }
        let spec = FormSpec(title: name, sources: [SourceSpec(name: name, file: path)], fields: fields, path: path)
        let source = DataSource(name: name, load: table, keyColumn: nil, weightColumn: nil, detail: nil,
                                searchColumns: Set(table.columns), cache: cache, spelling: spelling)
        return LoadedForm(spec: spec, sources: [name: source])
    }

    static func load(spec: FormSpec, deferringFrom minimumSize: Int64? = nil, cache: IndexCache? = nil,
                     spelling: SpellingRules = .plain) throws(LoadError) -> LoadedForm {
        let formPath = spec.path ?? "form"
        var resolved = spec
        var sources: [String: DataSource] = [:]
        var remoteSources: [String: RemoteSource] = [:]
        for source in spec.sources {
            if let remote = source.remote {
                remoteSources[source.name] = try loadRemote(source, remote, into: &resolved, formPath: formPath)
                continue
            }
            let table: TableLoad
            do {
                table = try DataFileLoader.open(path: source.file, deferringFrom: minimumSize, cache: cache)
            } catch {
                // A file that cannot be opened at all is fixed in the form, where it is named.
                guard error.line == nil, let place = source.location else { throw error }
                // TRANSLATORS: %1$s is the name of a source; %2$s is its data file's path and why it cannot be opened, such as "cities.csv: no such file".
                throw LoadError(path: formPath, at: place, message: translated("source '%1$s': %2$s", source.name, error))
            }
            func check(_ column: String?, _ role: String) throws(LoadError) {
                guard let column, table.columnIndex(column) == nil else { return }
                let place = source.propertyLocations[role] ?? source.location
                let columns = table.columns.joined(separator: ", ")
                let message = switch role {
                // TRANSLATORS: %1$s is the name of a source, %2$s the column its 'key' names, %3$s the data file's columns.
                case "key": translated("source '%1$s' has no key column '%2$s' (columns: %3$s)", source.name, column, columns)
                // TRANSLATORS: %1$s is the name of a source, %2$s the column its 'weight' names, %3$s the data file's columns.
                case "weight": translated("source '%1$s' has no weight column '%2$s' (columns: %3$s)", source.name, column, columns)
                // TRANSLATORS: %1$s is the name of a source, %2$s a column its 'detail' names, %3$s the data file's columns.
                default: translated("source '%1$s' has no detail column '%2$s' (columns: %3$s)", source.name, column, columns)
                }
                throw LoadError(path: formPath, at: place, message: message)
            }
            try check(source.key, "key")
            try check(source.weight, "weight")
            let detail = source.detail.map(DetailTemplate.init)
            for column in detail?.columnNames ?? [] { try check(column, "detail") }

            var searchColumns = Set<String>()
            for index in resolved.fields.indices where resolved.fields[index].source == source.name {
                let field = resolved.fields[index]
                let column = field.column ?? (table.columnIndex(field.id) != nil ? field.id : table.columns[0])
                guard table.columnIndex(column) != nil else {
                    let place = field.columnLocation ?? field.sourceLocation
                    throw LoadError(path: formPath, at: place,
                                    // TRANSLATORS: %1$s is the name of a source, %2$s the column a field names, %3$s the data file's columns.
                                    message: translated("source '%1$s' has no column '%2$s' (columns: %3$s)",
                                                        source.name, column, table.columns.joined(separator: ", ")))
                }
                resolved.fields[index].column = column
                searchColumns.insert(column)
                for other in field.otherLanguageColumns where table.columnIndex(other) == nil {
                    let place = field.columnLocation ?? field.sourceLocation
                    throw LoadError(path: formPath, at: place,
                                    // TRANSLATORS: %1$s is the name of a source, %2$s a column the field's 'column' gives for another language, %3$s the field's id, %4$s the data file's columns.
                                    message: translated("source '%1$s' has no column '%2$s', named for another language of field '%3$s' (columns: %4$s)",
                                                        source.name, other, field.id, table.columns.joined(separator: ", ")))
                }
                // A narrowing column is filtered on, so it is indexed too.
                for narrowed in field.narrow.keys.sorted() {
                    guard table.columnIndex(narrowed) != nil else {
                        throw LoadError(path: formPath, line: field.narrowLocation?.line, column: field.narrowLocation?.column,
                                        // TRANSLATORS: %1$s is the name of a source, %2$s the column the field's 'narrow' names, %3$s the field's id, %4$s the data file's columns.
                                        message: translated("source '%1$s' has no column '%2$s' to narrow field '%3$s' by (columns: %4$s)",
                                                            source.name, narrowed, field.id, table.columns.joined(separator: ", ")))
                    }
                    searchColumns.insert(narrowed)
                }
                // A lookup finds its record by this column, so it is indexed too.
                if let lookup = field.lookup {
                    guard table.columnIndex(lookup.match) != nil else {
                        throw LoadError(path: formPath, line: lookup.location?.line, column: lookup.location?.column,
                                        // TRANSLATORS: %1$s is the name of a source, %2$s the column the lookup's 'match' names, %3$s the field's id, %4$s the data file's columns.
                                        message: translated("source '%1$s' has no column '%2$s' for the lookup of field '%3$s' to match (columns: %4$s)",
                                                            source.name, lookup.match, field.id, table.columns.joined(separator: ", ")))
                    }
                    searchColumns.insert(lookup.match)
                }
            }
            sources[source.name] = DataSource(name: source.name, load: table, keyColumn: source.key,
                                              weightColumn: source.weight, detail: detail, searchColumns: searchColumns,
                                              cache: cache, spelling: spelling)
        }
        try checkLookupColumns(resolved, sources: sources, formPath: formPath)
        resolved.linkQualifyingLookups()
        return LoadedForm(spec: resolved, sources: sources, remoteSources: remoteSources)
    }

    /// A server's columns are only known from its answers, so a field's
    /// column is taken as written (default: the field's id).
    static func loadRemote(_ source: SourceSpec, _ remote: RemoteSpec, into spec: inout FormSpec,
                           formPath: String) throws(LoadError) -> RemoteSource {
        for index in spec.fields.indices where spec.fields[index].source == source.name {
            if let lookup = spec.fields[index].lookup {
                throw LoadError(path: formPath, line: lookup.location?.line, column: lookup.location?.column,
                                // TRANSLATORS: %1$s is a field id, %2$s the name of a source.
                                message: translated("field '%1$s' looks up a record in source '%2$s', which is a server; a lookup finds its record in a data file",
                                                    spec.fields[index].id, source.name))
            }
            spec.fields[index].column = spec.fields[index].column ?? spec.fields[index].id
        }
        return RemoteSource(name: source.name, spec: remote, keyColumn: source.key, detail: source.detail)
    }

    /// The column a lookup reads must be in the source of the field it reads
    /// from, which may be loaded after the field's own.
    static func checkLookupColumns(_ spec: FormSpec, sources: [String: DataSource], formPath: String) throws(LoadError) {
        for field in spec.fields {
            guard let lookup = field.lookup, let other = spec.fields.first(where: { $0.id == lookup.from }),
                  let name = other.source, let table = sources[name]?.load, table.columnIndex(lookup.column) == nil else { continue }
            throw LoadError(path: formPath, line: lookup.location?.line, column: lookup.location?.column,
                            // TRANSLATORS: %1$s is the name of a source, %2$s the field that has it, %3$s the column the lookup's 'column' names, %4$s the id of the field looking up, %5$s the data file's columns.
                            message: translated("source '%1$s' of field '%2$s' has no column '%3$s' for the lookup of field '%4$s' (columns: %5$s)",
                                                name, other.id, lookup.column, field.id, table.columns.joined(separator: ", ")))
        }
    }
}

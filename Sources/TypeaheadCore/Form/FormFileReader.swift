import Foundation

/// Reads a `*.form.json` file into a `FormSpec`, checking everything that can
/// be checked without the data files. Errors point into the form file.
public enum FormFileReader {
    /// `$schema` lets editors check a form against data/form.schema.json.
    static let formProperties: Set<String> = ["$schema", "title", "sources", "fields", "dim", "entries", "default_language"]
    static let sourceProperties: Set<String> = ["file", "key", "weight", "detail", "url", "results", "record", "headers", "timeout",
                                               "postgres", "table"]
    static let fieldProperties: Set<String> = [
        "id", "label", "placeholder", "source", "column", "required", "strict", "minChars", "maxRows", "record",
        "pattern", "patternMessage", "sticky", "narrow", "lookup",
    ]
    static let lookupProperties: Set<String> = ["from", "column", "match"]

    /// `languages`: the person's, best first (`ReaderLanguages`); texts
    /// and columns given per language are chosen by them (`FormTexts`).
    public static func read(path: String, languages: [String] = []) throws(LoadError) -> FormSpec {
        let document = try DataFileLoader.readJSON(path: path)
        return try spec(from: document, path: path, languages: languages)
    }

    static func spec(from document: JSONNode, path: String, languages: [String] = []) throws(LoadError) -> FormSpec {
        let form = try JSONObjectReader(document, path: path, what: "the form", allowed: formProperties)
        let defaultLanguage = try form.string("default_language")
        if let defaultLanguage, !FormTexts.isLanguageTag(defaultLanguage), let node = form.node("default_language") {
            throw form.error(node, "'default_language' is not a language code (such as en, de, pt-BR)")
        }
        let choice = FormTextChoice(languages: languages, defaultLanguage: defaultLanguage)
        guard let titles = try form.texts("title", nonEmpty: true) else {
            throw LoadError(path: path, line: form.location.line, column: form.location.column, message: "the form needs 'title'")
        }
        let title = choice.text(titles)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()

        var sources: [SourceSpec] = []
        if let node = form.node("sources") {
            guard case .object(let members) = node.value else {
                throw form.error(node, "'sources' must be an object of named sources, found \(node.value.typeName)")
            }
            for member in members {
                guard !sources.contains(where: { $0.name == member.key }) else {
                    throw LoadError(path: path, line: member.keyLine, column: member.keyColumn, message: "source '\(member.key)' is given twice")
                }
                let reader = try JSONObjectReader(member.value, path: path, what: "source '\(member.key)'", allowed: sourceProperties)
                if reader.node("url") != nil {
                    sources.append(try remoteSource(member.key, reader))
                    continue
                }
                if reader.node("postgres") != nil {
                    sources.append(try postgresSource(member.key, reader))
                    continue
                }
                if let node = reader.node("table") {
                    throw reader.error(node, "'table' is for a source with 'postgres'; source '\(member.key)' has a 'file'")
                }
                for property in ["results", "record", "headers", "timeout"] {
                    if let node = reader.node(property) {
                        throw reader.error(node, "'\(property)' is for a source with 'url'; source '\(member.key)' has a 'file'")
                    }
                }
                let file = try reader.requiredString("file", in: "source '\(member.key)'")
                let resolved = file.hasPrefix("/") ? file : folder.appendingPathComponent(file).path
                if isSameFile(resolved, path) {
                    throw reader.error(reader.node("file")!, "source '\(member.key)' refers to itself; a source is a data file (.csv, .tsv, .json or .jsonl)")
                }
                guard DataFormat(path: resolved) != nil else {
                    throw reader.error(reader.node("file")!, "source '\(member.key)' is not a data file; use .csv, .tsv, .json or .jsonl")
                }
                var source = SourceSpec(
                    name: member.key, file: resolved,
                    key: try reader.string("key"), weight: try reader.string("weight"), detail: try reader.string("detail"))
                source.location = reader.location(of: "file")
                for property in ["key", "weight", "detail"] { source.propertyLocations[property] = reader.location(of: property) }
                sources.append(source)
            }
        }

        guard let fieldsNode = form.node("fields") else {
            throw LoadError(path: path, line: document.line, column: document.column, message: "the form needs 'fields'")
        }
        guard case .array(let fieldNodes) = fieldsNode.value, !fieldNodes.isEmpty else {
            throw form.error(fieldsNode, "'fields' must be a non-empty array of fields")
        }
        var fields: [FieldSpec] = []
        var ids = Set<String>()
        for node in fieldNodes {
            let field = try fieldSpec(node, path: path, sources: sources, choice: choice)
            guard ids.insert(field.id).inserted else {
                throw form.error(node, "duplicate field id '\(field.id)'")
            }
            fields.append(field)
        }
        for field in fields {
            for (_, other) in field.narrow.sorted(by: { $0.key < $1.key }) where other == field.id || !ids.contains(other) {
                throw LoadError(path: path, line: field.narrowLocation?.line, column: field.narrowLocation?.column,
                                message: "field '\(field.id)' narrows by unknown field '\(other)'")
            }
            if let lookup = field.lookup { try checkLookup(lookup, of: field, among: fields, path: path) }
        }
        var spec = FormSpec(title: title, sources: sources, fields: fields, dim: try form.bool("dim") ?? true, path: path)
        spec.defaultLanguage = defaultLanguage
        if let node = form.node("entries") { spec.teamEntries = try teamEntries(node, path: path) }
        return spec
    }

    /// Whether two paths name one file (through links, `..`, or another spelling).
    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        FileNode.at(first).map { $0.isNamed(by: second) } ?? false
    }

    static func fieldSpec(_ node: JSONNode, path: String, sources: [SourceSpec],
                          choice: FormTextChoice = FormTextChoice(languages: [])) throws(LoadError) -> FieldSpec {
        let reader = try JSONObjectReader(node, path: path, what: "a field", allowed: fieldProperties)
        let id = try reader.requiredString("id", in: "a field")
        var field = FieldSpec(id: id, label: try reader.texts("label").map(choice.text) ?? id)
        field.placeholder = try reader.texts("placeholder").map(choice.text)
        field.source = try reader.string("source")
        if let columns = try reader.texts("column", nonEmpty: true) {
            let chosen = choice.text(columns)
            field.column = chosen
            field.otherLanguageColumns = columns.versions.map(\.text).filter { $0 != chosen }
        }
        field.required = try reader.bool("required") ?? false
        field.strict = try reader.bool("strict") ?? false
        field.minChars = try reader.positiveInt("minChars", allowZero: true) ?? 1
        field.maxRows = try reader.positiveInt("maxRows") ?? 8
        field.record = try reader.string("record")
        field.sticky = try reader.bool("sticky") ?? false
        field.pattern = try reader.string("pattern")
        field.patternMessage = try reader.texts("patternMessage").map(choice.text)
        if let pattern = field.pattern, FieldPattern(pattern) == nil {
            throw reader.error(reader.node("pattern")!, "'pattern' of field '\(id)' is not a valid regular expression")
        }
        if let node = reader.node("narrow") {
            guard case .object(let members) = node.value else {
                throw reader.error(node, "'narrow' must be an object of source column to field id, found \(node.value.typeName)")
            }
            guard field.source != nil else { throw reader.error(node, "field '\(id)' narrows but has no source") }
            for member in members {
                guard case .string(let other) = member.value.value else {
                    throw reader.error(member.value, "'narrow' maps column '\(member.key)' to a field id, found \(member.value.value.typeName)")
                }
                field.narrow[member.key] = other
            }
            field.narrowLocation = reader.location(of: "narrow")
        }
        if let node = reader.node("lookup") {
            let lookupReader = try JSONObjectReader(node, path: path, what: "the lookup of field '\(id)'", allowed: lookupProperties)
            let what = "the lookup of field '\(id)'"
            var lookup = FieldLookup(from: try lookupReader.requiredString("from", in: what),
                                     column: try lookupReader.requiredString("column", in: what),
                                     match: try lookupReader.requiredString("match", in: what))
            lookup.location = SourceLocation(line: node.line, column: node.column)
            guard field.source != nil else { throw reader.error(node, "field '\(id)' looks up a record but has no source") }
            field.lookup = lookup
        }
        field.sourceLocation = reader.location(of: "source")
        field.columnLocation = reader.location(of: "column")
        if let source = field.source, !sources.contains(where: { $0.name == source }) {
            let known = sources.map(\.name).joined(separator: ", ")
            throw reader.error(reader.node("source")!, "unknown source '\(source)' in field '\(id)'" + (known.isEmpty ? "; the form has no sources" : " (sources: \(known))"))
        }
        if field.source == nil, let column = reader.node("column") {
            throw reader.error(column, "field '\(id)' names a column but no source")
        }
        if field.source == nil, field.strict, let strict = reader.node("strict") {
            throw reader.error(strict, "field '\(id)' is strict but has no source to check against")
        }
        return field
    }

    /// A lookup names another field that has a source and a record of its
    /// own (a field of the same record would look itself up).
    static func checkLookup(_ lookup: FieldLookup, of field: FieldSpec, among fields: [FieldSpec], path: String) throws(LoadError) {
        func refuse(_ message: String) -> LoadError {
            LoadError(path: path, line: lookup.location?.line, column: lookup.location?.column, message: message)
        }
        guard let other = fields.first(where: { $0.id == lookup.from }), other.id != field.id else {
            throw refuse("field '\(field.id)' looks up from unknown field '\(lookup.from)'")
        }
        guard other.source != nil else {
            throw refuse("field '\(field.id)' looks up from field '\(other.id)', which has no source")
        }
        guard other.recordGroup != field.recordGroup else {
            throw refuse("field '\(field.id)' looks up from field '\(other.id)' of its own record '\(field.recordGroup ?? "")'")
        }
    }
}

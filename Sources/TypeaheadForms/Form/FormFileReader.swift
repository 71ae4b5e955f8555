import Foundation
import TypeaheadEngine

/// Reads a `*.form.json` file into a `FormSpec`, checking everything that can
/// be checked without the data files. Errors point into the form file.
public enum FormFileReader {
    /// `$schema` lets editors check a form against data/form.schema.json.
    static let formProperties: Set<String> = ["$schema", "title", "sources", "fields", "dim", "entries", "default_language",
                                                 "keying", "learnOrder", "skipFilled", "choices", "identity",
                                                 "overrides", "overrideReasons", "askKeyer", "reasonForChange"]
    static let sourceProperties: Set<String> = ["file", "key", "weight", "detail", "url", "results", "record", "headers", "timeout",
                                               "postgres", "table"]
    static let fieldProperties: Set<String> = [
        "id", "label", "placeholder", "source", "column", "required", "strict", "minChars", "maxRows", "record",
        "pattern", "patternMessage", "sticky", "narrow", "lookup", "keying",
        "relevant", "constraint", "constraintMessage", "warning", "warningMessage", "requiredMessage", "calculation", "readonly", "type", "min", "max", "choices", "auto", "hidden",
        "default", "choiceFilter", "section",
    ]
    static let lookupProperties: Set<String> = ["from", "column", "match"]

    /// Whether `path` names a form: a form file (*.form.json) or an
    /// XLSForm workbook (*.xlsx).
    public static func isFormFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".form.json") || lower.hasSuffix(".xlsx")
    }

    /// `languages`: the person's, best first (`ReaderLanguages`); texts
    /// and columns given per language are chosen by them (`FormTexts`).
    public static func read(path: String, languages: [String] = []) throws(LoadError) -> FormSpec {
        if path.lowercased().hasSuffix(".xlsx") { return try XLSFormReader.read(path: path, languages: languages) }
        let document = try DataFileLoader.readJSON(path: path)
        return try spec(from: document, path: path, languages: languages)
    }

    static func spec(from document: JSONNode, path: String, languages: [String] = []) throws(LoadError) -> FormSpec {
        let form = try JSONObjectReader(document, path: path, what: .form, allowed: formProperties)
        let defaultLanguage = try form.string("default_language")
        if let defaultLanguage, !FormTexts.isLanguageTag(defaultLanguage), let node = form.node("default_language") {
            // TRANSLATORS: 'default_language' is a form-file keyword; keep it as it is.
            throw form.error(node, translated("'default_language' is not a language code (such as en, de, pt-BR)"))
        }
        let choice = FormTextChoice(languages: languages, defaultLanguage: defaultLanguage)
        guard let titles = try form.texts("title", nonEmpty: true) else {
            // TRANSLATORS: 'title' is a form-file keyword; keep it as it is.
            throw LoadError(path: path, line: form.location.line, column: form.location.column, message: translated("the form needs 'title'"))
        }
        let title = choice.text(titles)
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()

        var sources: [SourceSpec] = []
        if let node = form.node("sources") {
            guard case .object(let members) = node.value else {
                // TRANSLATORS: 'sources' is a form-file keyword; keep it as it is. %1$s is a JSON type, such as "an array".
                throw form.error(node, translated("'sources' must be an object of named sources, found %1$s", node.value.typeName))
            }
            for member in members {
                guard !sources.contains(where: { $0.name == member.key }) else {
                    // TRANSLATORS: %1$s is the name of a source (a data file or server) in the form.
                    throw LoadError(path: path, line: member.keyLine, column: member.keyColumn, message: translated("source '%1$s' is given twice", member.key))
                }
                let what = FilePart.source(member.key)
                let reader = try JSONObjectReader(member.value, path: path, what: what, allowed: sourceProperties)
                if reader.node("url") != nil {
                    sources.append(try remoteSource(member.key, reader))
                    continue
                }
                if reader.node("postgres") != nil {
                    sources.append(try postgresSource(member.key, reader))
                    continue
                }
                if let node = reader.node("table") {
                    // TRANSLATORS: 'table', 'postgres' and 'file' are form-file keywords; keep them as they are. %1$s is the name of a source.
                    throw reader.error(node, translated("'table' is for a source with 'postgres'; source '%1$s' has a 'file'", member.key))
                }
                for property in ["results", "record", "headers", "timeout"] {
                    if let node = reader.node(property) {
                        // TRANSLATORS: %1$s is a form-file keyword, such as results; 'url' and 'file' are form-file keywords too; keep them as they are. %2$s is the name of a source.
                        throw reader.error(node, translated("'%1$s' is for a source with 'url'; source '%2$s' has a 'file'", property, member.key))
                    }
                }
                let file = try reader.requiredString("file", in: what)
                let resolved = file.hasPrefix("/") ? file : folder.appendingPathComponent(file).path
                if isSameFile(resolved, path) {
                    // TRANSLATORS: %1$s is the name of a source: its 'file' names the form file itself.
                    throw reader.error(reader.node("file")!, translated("source '%1$s' refers to itself; a source is a data file (.csv, .tsv, .json or .jsonl)", member.key))
                }
                guard DataFormat(path: resolved) != nil else {
                    // TRANSLATORS: %1$s is the name of a source.
                    throw reader.error(reader.node("file")!, translated("source '%1$s' is not a data file; use .csv, .tsv, .json or .jsonl", member.key))
                }
                var source = SourceSpec(
                    name: member.key, file: resolved,
                    key: try reader.string("key"), weight: try reader.string("weight"), detail: try reader.string("detail"))
                source.location = reader.location(of: "file")
                for property in ["file", "key", "weight", "detail"] { source.propertyLocations[property] = reader.location(of: property) }
                sources.append(source)
            }
        }

        guard let fieldsNode = form.node("fields") else {
            // TRANSLATORS: 'fields' is a form-file keyword; keep it as it is.
            throw LoadError(path: path, line: document.line, column: document.column, message: translated("the form needs 'fields'"))
        }
        guard case .array(let fieldNodes) = fieldsNode.value, !fieldNodes.isEmpty else {
            // TRANSLATORS: 'fields' is a form-file keyword; keep it as it is.
            throw form.error(fieldsNode, translated("'fields' must be a non-empty array of fields"))
        }
        let lists = try choiceLists(in: form, path: path, choice: choice)
        var fields: [FieldSpec] = []
        var ids = Set<String>()
        for node in fieldNodes {
            let field = try fieldSpec(node, path: path, sources: sources, lists: lists, choice: choice)
            guard ids.insert(field.id).inserted else {
                throw form.error(node, translated("duplicate field id '%1$s'", field.id))
            }
            fields.append(field)
        }
        for field in fields {
            for (_, other) in field.narrow.sorted(by: { $0.key < $1.key }) where other == field.id || !ids.contains(other) {
                throw LoadError(path: path, line: field.narrowLocation?.line, column: field.narrowLocation?.column,
                                // TRANSLATORS: %1$s and %2$s are field ids: the first field's 'narrow' names the second, which the form does not have.
                                message: translated("field '%1$s' narrows by unknown field '%2$s'", field.id, other))
            }
            if let lookup = field.lookup { try checkLookup(lookup, of: field, among: fields, path: path) }
        }
        var spec = FormSpec(title: title, sources: sources, fields: fields, dim: try form.bool("dim") ?? true, path: path)
        spec.defaultLanguage = defaultLanguage
        spec.keying = try keying(in: form) ?? .attentive
        spec.learnsOrder = try form.bool("learnOrder") ?? true
        spec.skipsFilled = try form.bool("skipFilled") ?? false
        if let node = form.node("entries") { spec.teamEntries = try teamEntries(node, path: path) }
        spec.identity = try identity(in: form, fields: fields)
        spec.overridesAllowed = try form.bool("overrides") ?? true
        spec.asksKeyer = try form.bool("askKeyer") ?? false
        spec.asksReasonForChange = try form.bool("reasonForChange") ?? false
        if let node = form.node("overrideReasons") {
            guard case .array(let items) = node.value, !items.isEmpty else {
                // TRANSLATORS: 'overrideReasons' is a form-file keyword; keep it as it is.
                throw form.error(node, translated("'overrideReasons' must be a non-empty array of texts"))
            }
            for item in items {
                guard case .string(let reason) = item.value, !reason.trimmingWhitespace().isEmpty else {
                    throw form.error(item, translated("'overrideReasons' must be a non-empty array of texts"))
                }
                spec.overrideReasons.append(reason)
            }
        }
        return spec
    }

    /// `"identity": ["household"]`: each a field of the form, once.
    private static func identity(in form: JSONObjectReader, fields: [FieldSpec]) throws(LoadError) -> [Int] {
        guard let node = form.node("identity") else { return [] }
        guard case .array(let items) = node.value, !items.isEmpty else {
            // TRANSLATORS: 'identity' is a form-file keyword; keep it as it is.
            throw form.error(node, translated("'identity' must be a non-empty array of field ids"))
        }
        var indices: [Int] = []
        for item in items {
            guard case .string(let id) = item.value, let index = fields.firstIndex(where: { $0.id == id }) else {
                // TRANSLATORS: 'identity' is a form-file keyword; keep it as it is.
                throw form.error(item, translated("'identity' names no field of the form here"))
            }
            guard !indices.contains(index) else { throw form.error(item, translated("'identity' names field '%1$s' twice", id)) }
            indices.append(index)
        }
        return indices
    }

    /// A form's or a field's `keying`: "attentive" or "heads-down".
    static func keying(in reader: JSONObjectReader) throws(LoadError) -> Keying? {
        guard let name = try reader.string("keying") else { return nil }
        guard let keying = Keying(rawValue: name) else {
            // TRANSLATORS: 'keying' is a form-file keyword, and "attentive" and "heads-down" its values; keep them as they are.
            throw reader.error(reader.node("keying")!, translated("'keying' must be \"attentive\" or \"heads-down\""))
        }
        return keying
    }

    /// Whether two paths name one file (through links, `..`, or another spelling).
    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        FileNode.at(first).map { $0.isNamed(by: second) } ?? false
    }

    static func fieldSpec(_ node: JSONNode, path: String, sources: [SourceSpec], lists: [String: [ChoiceOption]] = [:],
                          choice: FormTextChoice = FormTextChoice(languages: [])) throws(LoadError) -> FieldSpec {
        let reader = try JSONObjectReader(node, path: path, what: .field, allowed: fieldProperties)
        let id = try reader.requiredString("id", in: .field)
        var field = FieldSpec(id: id, label: try reader.texts("label").map(choice.text) ?? id)
        // Without a label, the id is shown as one: a ${name} in it is refused at the id.
        field.labelLocation = reader.location(of: "label") ?? reader.location(of: "id")
        field.placeholder = try reader.texts("placeholder").map(choice.text)
        field.source = try reader.string("source")
        if let columns = try reader.texts("column", nonEmpty: true) {
            let chosen = choice.text(columns)
            field.column = chosen
            field.otherLanguageColumns = columns.versions.map(\.text).filter { $0 != chosen }
        }
        try readRules(of: &field, from: reader, choice: choice)
        field.strict = try reader.bool("strict") ?? false
        field.minChars = try reader.positiveInt("minChars", allowZero: true) ?? 1
        field.maxRows = try reader.positiveInt("maxRows") ?? 8
        field.record = try reader.string("record")
        field.sticky = try reader.bool("sticky") ?? false
        field.keying = try keying(in: reader)
        field.pattern = try reader.string("pattern")
        field.patternMessage = try reader.texts("patternMessage").map(choice.text)
        if let pattern = field.pattern {
            do throws(PatternSyntaxError) {
                _ = try LinearPattern(pattern)
            } catch {
                // TRANSLATORS: 'pattern' is a form-file keyword; keep it as it is. %1$s is a field id, %2$d a character's place in the pattern (1 for the first), %3$s what is wrong there.
                throw reader.error(reader.node("pattern")!, translated("'pattern' of field '%1$s' cannot be checked: at its character %2$d, %3$s",
                                                                       id, error.position, error.reason))
            }
        }
        if let node = reader.node("narrow") {
            guard case .object(let members) = node.value else {
                // TRANSLATORS: 'narrow' is a form-file keyword; keep it as it is. %1$s is a JSON type, such as "an array".
                throw reader.error(node, translated("'narrow' must be an object of source column to field id, found %1$s", node.value.typeName))
            }
            // TRANSLATORS: %1$s is a field id.
            guard field.source != nil else { throw reader.error(node, translated("field '%1$s' narrows but has no source", id)) }
            for member in members {
                guard case .string(let other) = member.value.value else {
                    // TRANSLATORS: 'narrow' is a form-file keyword; keep it as it is. %1$s is a column name; %2$s is a JSON type, such as "a number".
                    throw reader.error(member.value, translated("'narrow' maps column '%1$s' to a field id, found %2$s", member.key, member.value.value.typeName))
                }
                field.narrow[member.key] = other
            }
            field.narrowLocation = reader.location(of: "narrow")
        }
        if let node = reader.node("lookup") {
            let what = FilePart.lookup(field: id)
            let lookupReader = try JSONObjectReader(node, path: path, what: what, allowed: lookupProperties)
            var lookup = FieldLookup(from: try lookupReader.requiredString("from", in: what),
                                     column: try lookupReader.requiredString("column", in: what),
                                     match: try lookupReader.requiredString("match", in: what))
            lookup.location = SourceLocation(line: node.line, column: node.column)
            // TRANSLATORS: %1$s is a field id.
            guard field.source != nil else { throw reader.error(node, translated("field '%1$s' looks up a record but has no source", id)) }
            field.lookup = lookup
        }
        try readType(of: &field, from: reader)
        try readOptions(of: &field, from: reader, lists: lists, choice: choice)
        if let node = reader.node("default") {
            switch node.value {
            case .string(let text), .number(let text): field.defaultValue = text
            // TRANSLATORS: 'default' is a form-file keyword; keep it as it is. %1$s is a JSON type, such as "an array".
            default: throw reader.error(node, translated("'default' must be text or a number, found %1$s", node.value.typeName))
            }
            if let problem = FieldDefault.problem(field.defaultValue!, for: field) { throw reader.error(node, problem) }
        }
        field.sourceLocation = reader.location(of: "source")
        field.columnLocation = reader.location(of: "column")
        if let source = field.source, !sources.contains(where: { $0.name == source }) {
            let known = sources.map(\.name).joined(separator: ", ")
            // TRANSLATORS: %1$s is the source a field names, %2$s the field's id.
            throw reader.error(reader.node("source")!, known.isEmpty ? translated("unknown source '%1$s' in field '%2$s'; the form has no sources", source, id)
                                                       // TRANSLATORS: %1$s is the source a field names, %2$s the field's id, %3$s the form's sources.
                                                       : translated("unknown source '%1$s' in field '%2$s' (sources: %3$s)", source, id, known))
        }
        if field.source == nil, let column = reader.node("column") {
            // TRANSLATORS: %1$s is a field id.
            throw reader.error(column, translated("field '%1$s' names a column but no source", id))
        }
        if field.source == nil, field.strict, let strict = reader.node("strict") {
            // TRANSLATORS: %1$s is a field id; a strict field takes only the values of its source.
            throw reader.error(strict, translated("field '%1$s' is strict but has no source to check against", id))
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
            // TRANSLATORS: %1$s and %2$s are field ids.
            throw refuse(translated("field '%1$s' looks up from unknown field '%2$s'", field.id, lookup.from))
        }
        guard other.source != nil else {
            // TRANSLATORS: %1$s and %2$s are field ids.
            throw refuse(translated("field '%1$s' looks up from field '%2$s', which has no source", field.id, other.id))
        }
        guard other.recordGroup != field.recordGroup else {
            // TRANSLATORS: %1$s and %2$s are field ids; %3$s is the name of the record both fields belong to.
            throw refuse(translated("field '%1$s' looks up from field '%2$s' of its own record '%3$s'", field.id, other.id, field.recordGroup ?? ""))
        }
    }
}

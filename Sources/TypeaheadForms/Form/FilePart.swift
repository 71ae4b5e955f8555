import TypeaheadEngine

/// A part of a form file or an entries file, as its error messages name
/// it. Each message about a part is a whole sentence for each kind of
/// part: "the form" or "a field" spliced into one sentence could not be
/// inflected where a language's words change with their place in it (its
/// case, its gender).
public enum FilePart: Equatable, Sendable {
    case form
    case field
    case source(String)
    /// The `lookup` of the field with this id.
    case lookup(field: String)
    /// A line of an entries file.
    case savedEntry
    /// An object written under a form-file keyword ("form", "entries").
    case keyword(String)

    /// This part is not a JSON object.
    func mustBeAnObject(found type: String) -> String {
        switch self {
        case .form:
            // TRANSLATORS: %1$s is a JSON type, such as "an array"; a quoted word is a name from the file.
            translated("the form must be an object, found %1$s", type)
        case .field:
            // TRANSLATORS: %1$s is a JSON type, such as "an array"; a quoted word is a name from the file.
            translated("a field must be an object, found %1$s", type)
        case .source(let name):
            // TRANSLATORS: %2$s is a JSON type, such as "an array"; a quoted word is a name from the file.
            translated("source '%1$s' must be an object, found %2$s", name, type)
        case .lookup(let field):
            // TRANSLATORS: %2$s is a JSON type, such as "an array"; a quoted word is a name from the file.
            translated("the lookup of field '%1$s' must be an object, found %2$s", field, type)
        case .savedEntry:
            // TRANSLATORS: %1$s is a JSON type, such as "an array"; a quoted word is a name from the file.
            translated("a saved entry must be an object, found %1$s", type)
        case .keyword(let name):
            // TRANSLATORS: %2$s is a JSON type, such as "an array"; a quoted word is a name from the file.
            translated("'%1$s' must be an object, found %2$s", name, type)
        }
    }

    /// A member named `name` this part does not have; `known` lists those it may.
    func unknownProperty(_ name: String, known: String) -> String {
        switch self {
        case .form:
            // TRANSLATORS: %1$s is the name written; %2$s lists the form-file keywords allowed there, which stay as they are.
            translated("unknown property '%1$s' in the form (known: %2$s)", name, known)
        case .field:
            // TRANSLATORS: %1$s is the name written; %2$s lists the form-file keywords allowed there, which stay as they are.
            translated("unknown property '%1$s' in a field (known: %2$s)", name, known)
        case .source(let source):
            // TRANSLATORS: %1$s is the name written; %3$s lists the form-file keywords allowed there, which stay as they are.
            translated("unknown property '%1$s' in source '%2$s' (known: %3$s)", name, source, known)
        case .lookup(let field):
            // TRANSLATORS: %1$s is the name written; %3$s lists the form-file keywords allowed there, which stay as they are.
            translated("unknown property '%1$s' in the lookup of field '%2$s' (known: %3$s)", name, field, known)
        case .savedEntry:
            // TRANSLATORS: %1$s is the name written; %2$s lists the form-file keywords allowed there, which stay as they are.
            translated("unknown property '%1$s' in a saved entry (known: %2$s)", name, known)
        case .keyword(let keyword):
            // TRANSLATORS: %1$s is the name written; %3$s lists the form-file keywords allowed there, which stay as they are.
            translated("unknown property '%1$s' in '%2$s' (known: %3$s)", name, keyword, known)
        }
    }

    /// The member `name`, which this part must have, is missing.
    func needs(_ name: String) -> String {
        switch self {
        case .form:
            // TRANSLATORS: the last quoted word is a form-file keyword, such as id, which stays as it is.
            translated("the form needs '%1$s'", name)
        case .field:
            // TRANSLATORS: the last quoted word is a form-file keyword, such as id, which stays as it is.
            translated("a field needs '%1$s'", name)
        case .source(let source):
            // TRANSLATORS: the last quoted word is a form-file keyword, such as id, which stays as it is.
            translated("source '%1$s' needs '%2$s'", source, name)
        case .lookup(let field):
            // TRANSLATORS: the last quoted word is a form-file keyword, such as id, which stays as it is.
            translated("the lookup of field '%1$s' needs '%2$s'", field, name)
        case .savedEntry:
            // TRANSLATORS: the last quoted word is a form-file keyword, such as id, which stays as it is.
            translated("a saved entry needs '%1$s'", name)
        case .keyword(let keyword):
            // TRANSLATORS: the last quoted word is a form-file keyword, such as id, which stays as it is.
            translated("'%1$s' needs '%2$s'", keyword, name)
        }
    }

    /// This part's `postgres` address names an environment variable not set
    /// (a source's, or the team's `entries`).
    func postgresUsesUnset(_ variable: String) -> String {
        switch self {
        case .source(let source):
            // TRANSLATORS: 'postgres' is a form-file keyword; ${%2$s} is how the form writes the environment variable %2$s.
            translated("'postgres' of source '%1$s' uses ${%2$s}, which is not set in the environment", source, variable)
        case .keyword(let keyword):
            // TRANSLATORS: 'postgres' and %1$s are form-file keywords; ${%2$s} is how the form writes the environment variable %2$s.
            translated("'postgres' of '%1$s' uses ${%2$s}, which is not set in the environment", keyword, variable)
        default:
            // TRANSLATORS: 'postgres' is a form-file keyword; ${%1$s} is how the form writes the environment variable %1$s.
            translated("'postgres' uses ${%1$s}, which is not set in the environment", variable)
        }
    }

    /// This part's `postgres` address is wrong: `why` says how, as a
    /// predicate ("must start with postgresql:// or postgres://").
    func postgresAddressIsWrong(_ why: String) -> String {
        switch self {
        case .source(let source):
            // TRANSLATORS: 'postgres' is a form-file keyword; %2$s says what is wrong with the address, such as "must start with postgresql:// or postgres://".
            translated("'postgres' of source '%1$s' %2$s", source, why)
        case .keyword(let keyword):
            // TRANSLATORS: 'postgres' and %1$s are form-file keywords; %2$s says what is wrong with the address, such as "must start with postgresql:// or postgres://".
            translated("'postgres' of '%1$s' %2$s", keyword, why)
        default:
            // TRANSLATORS: 'postgres' is a form-file keyword; %1$s says what is wrong with the address, such as "must start with postgresql:// or postgres://".
            translated("'postgres' %1$s", why)
        }
    }
}

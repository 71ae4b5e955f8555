/// A part of a form file or an entries file, as its error messages name
/// it. Each message about a part is a whole sentence for each kind of
/// part: "the form" or "a field" spliced into one sentence could not be
/// inflected where a language's words change with their place in it (its
/// case, its gender).
enum FilePart: Equatable, Sendable {
    case form
    case field
    case source(String)
    /// The `lookup` of the field with this id.
    case lookup(field: String)
    /// A line of an entries file.
    case savedEntry
    /// An object written under a form-file keyword ("form", "entries").
    case keyword(String)

    // TRANSLATORS for the messages below: a quoted word such as 'title' is a form-file keyword and stays as
    // it is; a JSON type is put in, such as "a number"; "known:" lists the keywords allowed there.

    /// This part is not a JSON object.
    func mustBeAnObject(found type: String) -> String {
        switch self {
        case .form: translated("the form must be an object, found %1$s", type)
        case .field: translated("a field must be an object, found %1$s", type)
        case .source(let name): translated("source '%1$s' must be an object, found %2$s", name, type)
        case .lookup(let field): translated("the lookup of field '%1$s' must be an object, found %2$s", field, type)
        case .savedEntry: translated("a saved entry must be an object, found %1$s", type)
        case .keyword(let name): translated("'%1$s' must be an object, found %2$s", name, type)
        }
    }

    /// A member named `name` this part does not have; `known` lists those it may.
    func unknownProperty(_ name: String, known: String) -> String {
        switch self {
        case .form: translated("unknown property '%1$s' in the form (known: %2$s)", name, known)
        case .field: translated("unknown property '%1$s' in a field (known: %2$s)", name, known)
        case .source(let source): translated("unknown property '%1$s' in source '%2$s' (known: %3$s)", name, source, known)
        case .lookup(let field): translated("unknown property '%1$s' in the lookup of field '%2$s' (known: %3$s)", name, field, known)
        case .savedEntry: translated("unknown property '%1$s' in a saved entry (known: %2$s)", name, known)
        case .keyword(let keyword): translated("unknown property '%1$s' in '%2$s' (known: %3$s)", name, keyword, known)
        }
    }

    /// The member `name`, which this part must have, is missing.
    func needs(_ name: String) -> String {
        switch self {
        case .form: translated("the form needs '%1$s'", name)
        case .field: translated("a field needs '%1$s'", name)
        case .source(let source): translated("source '%1$s' needs '%2$s'", source, name)
        case .lookup(let field): translated("the lookup of field '%1$s' needs '%2$s'", field, name)
        case .savedEntry: translated("a saved entry needs '%1$s'", name)
        case .keyword(let keyword): translated("'%1$s' needs '%2$s'", keyword, name)
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

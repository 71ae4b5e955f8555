import TypeaheadEngine

/// Why an export could not be made: the entries could not be read, or the output written.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
    case load(LoadError)
    case save(SaveError)

    public var description: String {
        switch self {
        case .load(let error): error.description
        case .save(let error): error.description
        }
    }
}

import Foundation

/// Writes one line to standard error, as `typeahead: MESSAGE`: how the app
/// reports what it could not do without stopping (and, before it stops,
/// why).
public func warn(_ message: String) {
    FileHandle.standardError.write(Data("typeahead: \(message)\n".utf8))
}

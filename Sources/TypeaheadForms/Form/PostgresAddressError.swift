import Foundation
import TypeaheadEngine

/// Why a PostgreSQL URI was refused, in words that never hold its password.
public struct PostgresAddressError: Error, Equatable, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
}

import Foundation
import TypeaheadEngine

/// libpq's `sslmode`: whether TLS is used, and what of the server is checked.
public enum PostgresSSLMode: String, Sendable {
    case disable, allow, prefer, require
    case verifyCA = "verify-ca"
    case verifyFull = "verify-full"
}

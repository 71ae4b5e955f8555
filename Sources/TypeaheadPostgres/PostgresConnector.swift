import Foundation
import PostgresNIO
import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// Opens connections to a server named by a `PostgresAddress`, as libpq
/// would: its password found the libpq way, TLS as its `sslmode` says.
struct PostgresConnector: Sendable {
    let address: PostgresAddress
    let environment: [String: String]
    /// How long a connection may take before the server counts as unreachable.
    var connectTimeout: TimeAmount = .seconds(3)

    init(address: PostgresAddress, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.address = address
        self.environment = environment
    }

    static let logger: Logger = {
        var logger = Logger(label: "typeahead.postgres")
        // Its messages may quote queries; the window says what went wrong instead.
        logger.logLevel = .critical
        return logger
    }()

    func connect() async throws -> PostgresConnection {
        var configuration = PostgresConnection.Configuration(
            host: address.host, port: address.port, username: address.user,
            password: PostgresPassword.resolve(for: address, environment: environment),
            database: address.database, tls: try tls())
        configuration.options.connectTimeout = connectTimeout
        do {
            return try await PostgresConnection.connect(configuration: configuration, id: 1, logger: Self.logger)
        } catch {
            throw PostgresProblem.error(error, connecting: address)
        }
    }

    /// `disable`: none. `allow` and `prefer`: TLS when the server has it,
    /// unchecked. `require`: TLS or nothing, unchecked. `verify-ca`: the
    /// certificate must come from the CA in `sslrootcert`; `verify-full`:
    /// and name the host.
    func tls() throws -> PostgresConnection.Configuration.TLS {
        var configuration = TLSConfiguration.makeClientConfiguration()
        switch address.sslMode {
        case .disable: return .disable
        case .allow, .prefer, .require: configuration.certificateVerification = .none
        case .verifyCA, .verifyFull:
            configuration.certificateVerification = address.sslMode == .verifyFull ? .fullVerification : .noHostnameVerification
            let file = address.sslRootCertificate ?? AppPaths.home(environment) + "/.postgresql/root.crt"
            guard FileManager.default.isReadableFile(atPath: file) else {
                throw TeamServerError(translated("sslmode=%1$s needs the CA certificate in %2$s (set sslrootcert)",
                                                 address.sslMode.rawValue, file))
            }
            configuration.trustRoots = .file(file)
        }
        let context = try NIOSSLContext(configuration: configuration)
        return address.sslMode == .allow || address.sslMode == .prefer ? .prefer(context) : .require(context)
    }
}

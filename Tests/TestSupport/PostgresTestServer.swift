import Foundation

/// A real PostgreSQL 15 from Debian's packages, made for the tests by
/// scripts/pg-server.sh: a new data folder, 127.0.0.1 on a free port, a
/// password for TCP logins, TLS with a certificate made for it.
final class PostgresTestServer: @unchecked Sendable {
    /// With a ':' and a space, so the URI and .pgpass escaping are tried for real.
    static let password = "pa:ss word"
    let folder: String
    let port: Int

    /// One server for the tests that only need one; stopped when the tests end.
    static let shared: PostgresTestServer = {
        let server = try! PostgresTestServer()
        nonisolated(unsafe) let stop = { server.remove() }
        sharedStop = stop
        atexit { PostgresTestServer.sharedStop?() }
        return server
    }()
    nonisolated(unsafe) private static var sharedStop: (() -> Void)?

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("typeahead-pg-\(UUID().uuidString)").path
        port = try Self.freePort()
        try start()
    }

    /// The server's certificate, for `sslmode=verify-full`.
    var certificate: String { folder + "/data/server.crt" }

    func uri(database: String = "postgres", sslmode: String = "disable", password: Bool = true) -> String {
        let secret = password ? ":" + Self.password.addingPercentEncoding(withAllowedCharacters: .alphanumerics)! : ""
        return "postgresql://postgres\(secret)@127.0.0.1:\(port)/\(database)?sslmode=\(sslmode)"
    }

    /// Makes the server the first time (scripts/pg-server.sh), then starts it.
    func start() throws {
        try Self.run("/bin/bash", [Self.script, "start", folder, String(port), Self.password])
    }

    /// `immediate`: as a crash, with no goodbye to the clients.
    func stop(immediate: Bool = false) {
        _ = try? Self.run("/bin/bash", [Self.script, "stop", folder, immediate ? "immediate" : "fast"])
    }

    /// Stops it for good and removes its folder.
    func remove() {
        stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../scripts/pg-server.sh").standardized.path

    /// Runs SQL as the superuser, over the socket; returns psql's unaligned output.
    @discardableResult
    func sql(_ statement: String, database: String = "postgres") throws -> String {
        try Self.run("/bin/bash", [Self.script, "sql", folder, String(port), statement, database])
    }

    /// A new database for one test, so tests never see each other's tables.
    func newDatabase() throws -> String {
        let name = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        try sql("CREATE DATABASE \(name)")
        return name
    }

    /// Runs a program to its end, its output in a file (not a pipe: the
    /// server it starts lives on, and must hold nothing of the tests').
    @discardableResult
    static func run(_ program: String, _ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("typeahead-run-\(UUID().uuidString)").path
        defer { unlink(output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else { throw PostgresTestServerError(message: "\(program): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let text = String(decoding: readWhole(output), as: UTF8.self)
        guard status == 0 else {
            throw PostgresTestServerError(message: "\(program) \(arguments.joined(separator: " ")) failed: \(text)")
        }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The file's bytes, read with read(2): this toolchain's Foundation
    /// (String(contentsOfFile:), FileManager.contents) loses a 4 KiB buffer
    /// on each read of an empty file, which LeakSanitizer reports.
    private static func readWhole(_ path: String) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return bytes }
            bytes += chunk[0..<count]
        }
    }

    private static func freePort() throws -> Int {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && getsockname(socket, pointer, &length) == 0
            }
        }
        guard bound else { throw PostgresTestServerError(message: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

struct PostgresTestServerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

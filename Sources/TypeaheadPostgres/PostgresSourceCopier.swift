import Foundation
import PostgresNIO
import TypeaheadCore

/// Brings a PostgreSQL source's table into its local copy: every row as a
/// JSON object (`row_to_json`, columns in the table's order), one per
/// line, written beside the copy and renamed over it, so a copy is always
/// whole. The copy is then read as any JSON Lines data file is.
public enum PostgresSourceCopier {
    /// Reads the whole table into `destination` (default: the copy itself);
    /// returns how many rows it holds.
    @discardableResult
    public static func refresh(_ spec: PostgresSourceSpec, into destination: String? = nil,
                               environment: [String: String] = ProcessInfo.processInfo.environment) async throws -> Int {
        let destination = destination ?? spec.copy
        let connection = try await PostgresConnector(address: spec.address, environment: environment).connect()
        defer { Task { try? await connection.close() } }
        let folder = URL(fileURLWithPath: spec.copy).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = destination + ".tmp-\(getpid())"
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
              let file = FileHandle(forWritingAtPath: temporary) else {
            throw TeamServerError("Could not write the copy of \(spec.table) to \(folder)")
        }
        var rows = 0
        do {
            let query = PostgresQuery(unsafeSQL: "SELECT row_to_json(t)::text FROM \(spec.table.quoted) AS t")
            var buffer = Data()
            buffer.reserveCapacity(1 << 20)
            for try await line in try await connection.query(query, logger: PostgresConnector.logger).decode(String.self) {
                buffer.append(contentsOf: line.utf8)
                buffer.append(0x0A)
                rows += 1
                if buffer.count >= 1 << 20 {
                    try file.write(contentsOf: buffer)
                    buffer.removeAll(keepingCapacity: true)
                }
            }
            try file.write(contentsOf: buffer)
            try file.close()
        } catch {
            try? file.close()
            unlink(temporary)
            throw PostgresProblem.error(error, connecting: spec.address)
        }
        guard rename(temporary, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw TeamServerError("Could not keep the copy of \(spec.table) in \(folder): \(reason)")
        }
        return rows
    }
}

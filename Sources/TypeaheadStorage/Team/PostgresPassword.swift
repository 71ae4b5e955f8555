import Foundation
import TypeaheadEngine
import TypeaheadForms

/// Finds the password for an address as libpq does: the URI's own, then
/// `PGPASSWORD`, then the first matching line of `PGPASSFILE` or
/// `~/.pgpass` (`host:port:database:user:password`, `*` for any, `\` to
/// escape). As libpq, a password file others can read is ignored.
public enum PostgresPassword {
    public static func resolve(for address: PostgresAddress,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let password = address.password { return password }
        if let password = environment["PGPASSWORD"], !password.isEmpty { return password }
        let file = environment["PGPASSFILE"] ?? AppPaths.home(environment) + "/.pgpass"
        var status = stat()
        guard stat(file, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, status.st_mode & 0o077 == 0,
              let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let wanted = [address.host, String(address.port), address.database, address.user]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = split(line)
            guard fields.count >= 5 else { continue }
            let matches = zip(fields.prefix(4), wanted).allSatisfy { field, value in
                field == "*" || field == value || (field == "localhost" && value == "127.0.0.1")
            }
            if matches { return fields[4...].joined(separator: ":") }
        }
        return nil
    }

    /// A `.pgpass` line's fields: split at `:`, with `\:` and `\\` kept as characters.
    static func split(_ line: Substring) -> [String] {
        var fields = [""], escaped = false
        for character in line {
            if escaped {
                fields[fields.count - 1].append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":", fields.count < 5 {
                fields.append("")
            } else {
                fields[fields.count - 1].append(character)
            }
        }
        return fields
    }
}

import Foundation
import TypeaheadForms

/// Passwords in PostgreSQL URIs given on the command line, hidden from the
/// process list. Anyone on the machine can read `/proc/PID/cmdline`
/// (`ps`), so once the arguments are read, each password's bytes are
/// overwritten in the arguments' own memory, as many database tools do.
/// `PGPASSWORD` or `~/.pgpass` keep it out from the start (`--help` says so).
public enum ArgumentPasswords {
    /// The byte ranges of the passwords in `argument`: the user-info's
    /// (`postgresql://user:PASSWORD@host`) and a `password=` parameter's.
    public static func ranges(in argument: [UInt8]) -> [Range<Int>] {
        let text = String(decoding: argument, as: UTF8.self)
        guard PostgresAddress.isURI(text), let schemeEnd = firstIndex(of: Array("://".utf8), in: argument) else { return [] }
        var found: [Range<Int>] = []
        let authorityStart = schemeEnd + 3
        let authorityEnd = argument[authorityStart...].firstIndex { "/?#".utf8.contains($0) } ?? argument.endIndex
        if let at = argument[authorityStart..<authorityEnd].lastIndex(of: UInt8(ascii: "@")),
           let colon = argument[authorityStart..<at].firstIndex(of: UInt8(ascii: ":")), colon + 1 < at {
            found.append(colon + 1..<at)
        }
        if let question = argument[authorityEnd...].firstIndex(of: UInt8(ascii: "?")) {
            let queryEnd = argument[question...].firstIndex(of: UInt8(ascii: "#")) ?? argument.endIndex
            var start = question + 1
            while start < queryEnd {
                let end = argument[start..<queryEnd].firstIndex(of: UInt8(ascii: "&")) ?? queryEnd
                let name = Array("password=".utf8)
                if end - start > name.count, Array(argument[start..<start + name.count]) == name {
                    found.append(start + name.count..<end)
                }
                start = end + 1
            }
        }
        return found
    }

    /// Overwrites every password in the process's arguments with `x`s (read
    /// the arguments first: `CommandLine.arguments` keeps its own copy).
    /// Returns how many were hidden.
    @discardableResult
    public static func hideInProcessArguments() -> Int {
        var hidden = 0
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let length = strlen(argument)
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self), count: length))
            for range in ranges(in: bytes) {
                for offset in range { argument[offset] = CChar(UInt8(ascii: "x")) }
                hidden += 1
            }
        }
        return hidden
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { Array(haystack[$0..<$0 + needle.count]) == needle }
    }
}

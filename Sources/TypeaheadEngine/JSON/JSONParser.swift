/// A strict RFC 8259 parser over UTF-8 bytes that records each value's line
/// and column. Nesting is capped so that hostile input cannot exhaust the stack.
/// The slips people make writing JSON by hand (trailing commas, single quotes,
/// comments, bare names, a missing comma) are named in plain words; `\u0000`
/// is refused, as a NUL byte is, because C strings (GTK's) stop at it.
public struct JSONParser {
    static let maximumDepth = 256

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var position = TextPosition()
    private var depth = 0

    public init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one whole document: a single value and nothing after it.
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes)
        parser.skipByteOrderMark()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if !parser.atEnd { throw parser.slip(or: translated("unexpected text after the JSON value")) }
        return node
    }

    var atEnd: Bool { index >= bytes.count }
    var line: Int { position.line }

    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    func error(_ message: String) -> JSONSyntaxError {
        error(message, at: position)
    }

    private func error(_ message: String, at place: TextPosition) -> JSONSyntaxError {
        JSONSyntaxError(line: place.line, column: place.column, message: message)
    }

    private mutating func step() {
        position.advance(over: bytes[index])
        index += 1
    }

    public mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: step()
            default: return
            }
        }
    }

    /// For JSON Lines: after a value only blanks may follow on its line.
    mutating func expectLineEnd() throws(JSONSyntaxError) {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { step() }
        if index < bytes.count, bytes[index] != 0x0A {
            throw slip(or: translated("unexpected text after the value; JSON Lines has one value per line"))
        }
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        skipWhitespace()
        guard index < bytes.count else { throw error(translated("unexpected end of file; a value was expected")) }
        let line = position.line, column = position.column
        let value: JSONValue
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try parseObject()
        case UInt8(ascii: "["): value = try parseArray()
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try parseNumber())
        default:
            let word = bareWord()
            switch word {
            case "true": value = .bool(true)
            case "false": value = .bool(false)
            case "null": value = .null
            case "": throw slip(or: translated("unexpected character; a value was expected"))
            case _ where ["true", "false", "null"].contains(word.lowercased()):
                throw error(translated("true, false and null are written in lowercase"))
            default: throw error(translated("text must be in double quotes"))
            }
            for _ in word.utf8 { step() }
        }
        return JSONNode(value: value, line: line, column: column)
    }

    /// The letters from here on (at most 16 bytes, enough to tell `true`
    /// from `True`), without moving: a word where a value belongs.
    private func bareWord() -> String {
        var end = index
        while end < bytes.count, end - index < 16, Self.isWordByte(bytes[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...: true
        default: false
        }
    }

    /// The error for an unexpected byte here: one of the usual slips of
    /// hand-written JSON in plain words, or else `fallback`.
    func slip(or fallback: String) -> JSONSyntaxError {
        guard index < bytes.count else { return error(fallback) }
        let next = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch bytes[index] {
        case UInt8(ascii: "/") where next == UInt8(ascii: "/") || next == UInt8(ascii: "*"):
            return error(translated("comments are not allowed in JSON"))
        case UInt8(ascii: "'"):
            return error(translated("text must be in double quotes, not single quotes"))
        default:
            return error(fallback)
        }
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONParser.maximumDepth { throw error(translated("values are nested too deeply")) }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        step() // {
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { step(); return .object(members) }
        var comma: TextPosition?
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw memberNameError(after: comma) }
            let keyLine = position.line, keyColumn = position.column
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error(translated("':' was expected after the member name")) }
            step()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyLine: keyLine, keyColumn: keyColumn, value: value))
            let afterValue = position
            skipWhitespace()
            guard index < bytes.count else { throw error(translated("unexpected end of file inside an object")) }
            if bytes[index] == UInt8(ascii: ",") { comma = position; step(); continue }
            if bytes[index] == UInt8(ascii: "}") { step(); return .object(members) }
            if bytes[index] == UInt8(ascii: "\"") { throw error(translated("missing comma between members"), at: afterValue) }
            throw slip(or: translated("',' or '}' was expected"))
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        step() // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { step(); return .array(elements) }
        while true {
            elements.append(try parseValue())
            let afterValue = position
            skipWhitespace()
            guard index < bytes.count else { throw error(translated("unexpected end of file inside an array")) }
            if bytes[index] == UInt8(ascii: ",") {
                let comma = position
                step()
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw error(translated("trailing comma before ]"), at: comma) }
                continue
            }
            if bytes[index] == UInt8(ascii: "]") { step(); return .array(elements) }
            if Self.startsValue(bytes[index]) { throw error(translated("missing comma between elements"), at: afterValue) }
            throw slip(or: translated("',' or ']' was expected"))
        }
    }

    /// Why no member name in double quotes is here.
    private func memberNameError(after comma: TextPosition?) -> JSONSyntaxError {
        guard index < bytes.count else { return error(translated("unexpected end of file inside an object")) }
        if let comma, bytes[index] == UInt8(ascii: "}") { return error(translated("trailing comma before }"), at: comma) }
        if bytes[index] == UInt8(ascii: "'") { return error(translated("member names must be in double quotes, not single quotes")) }
        if Self.isWordByte(bytes[index]) { return error(translated("member names must be in double quotes")) }
        return slip(or: translated("a member name in double quotes was expected"))
    }

    private static func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "-"): true
        default: isWordByte(byte)
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        let openLine = position.line, openColumn = position.column
        step() // "
        var utf8: [UInt8] = []
        while true {
            guard index < bytes.count else {
                throw JSONSyntaxError(line: openLine, column: openColumn, message: translated("string is never closed"))
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { step(); break }
            if byte < 0x20 { throw error(translated("control character inside a string (write it as an escape such as \\n)")) }
            if byte == UInt8(ascii: "\\") {
                let escape = position
                step()
                try parseEscape(into: &utf8, at: escape)
                continue
            }
            utf8.append(byte)
            step()
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Reads the escape whose backslash is at `escape`, where its errors point.
    private mutating func parseEscape(into utf8: inout [UInt8], at escape: TextPosition) throws(JSONSyntaxError) {
        guard index < bytes.count else { throw error(translated("unexpected end of file in an escape")) }
        let byte = bytes[index]
        step()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate must be followed by \u and a low surrogate.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error(translated("lone surrogate in a \\u escape"), at: escape)
                }
                step(); step()
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw error(translated("lone surrogate in a \\u escape"), at: escape) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw error(translated("lone surrogate in a \\u escape"), at: escape)
            } else if scalar == 0 {
                throw error(translated("a NUL character (\\u0000) is not allowed in text"), at: escape)
            }
            utf8.append(contentsOf: String(Character(Unicode.Scalar(scalar)!)).utf8)
        default:
            // TRANSLATORS: %1$s is the character written after the backslash, as in \q.
            throw error(translated("unknown escape '\\%1$s'", Character(Unicode.Scalar(byte))), at: escape)
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else {
                throw error(translated("four hexadecimal digits were expected after \\u"))
            }
            value = value << 4 | digit
            step()
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { step() }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error(translated("a digit was expected")) }
        if bytes[index] == UInt8(ascii: "0") {
            step()
        } else {
            while index < bytes.count, isDigit(bytes[index]) { step() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            step()
            guard index < bytes.count, isDigit(bytes[index]) else { throw error(translated("a digit was expected after '.'")) }
            while index < bytes.count, isDigit(bytes[index]) { step() }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            step()
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { step() }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error(translated("a digit was expected in the exponent")) }
            while index < bytes.count, isDigit(bytes[index]) { step() }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

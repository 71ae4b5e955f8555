/// The fast way through a line of an entries file, for the lines Typeahead
/// writes: one object of the known members, whose texts have no escapes.
/// Anything else (an escape, a number, a repeated or unknown member, a
/// syntax error) makes `scan` return false, and the line goes through the
/// full JSON parser instead, which reads what is valid and names what is
/// not at its line and column. The bytes must be valid UTF-8 (checked
/// before), so a text's bytes can be taken as they are.
struct EntryLineScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Fills `line` from `bytes` (one line, without its newline); false
    /// when the full parser must read it.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, into line: inout ScannedEntryLine) -> Bool {
        line.reset()
        var scanner = EntryLineScanner(bytes)
        guard scanner.scanLine(into: &line) else { return false }
        // What the full reader would refuse or read otherwise.
        if line.submitted == nil { return false }
        if line.deletes != nil { return !line.hasValues && line.records.isEmpty && line.supersedes == nil && line.keying == nil }
        return line.hasValues && (line.formFile == nil || line.formTitle != nil)
    }

    private mutating func scanLine(into line: inout ScannedEntryLine) -> Bool {
        skipBlanks()
        guard take(UInt8(ascii: "{")) else { return false }
        var seen: UInt8 = 0
        var first = true
        while true {
            skipBlanks()
            if take(UInt8(ascii: "}")) { break }
            if !first { guard take(UInt8(ascii: ",")) else { return false }; skipBlanks() }
            first = false
            guard let key = text(), colon() else { return false }
            let member: UInt8
            if isName(key, Self.idName) {
                member = 1; guard let text = text() else { return false }; line.id = text
            } else if isName(key, Self.submittedName) {
                member = 2; guard let text = text() else { return false }; line.submitted = text
            } else if isName(key, Self.supersedesName) {
                member = 4; guard let text = text() else { return false }; line.supersedes = text
            } else if isName(key, Self.deletesName) {
                member = 8; guard let text = text() else { return false }; line.deletes = text
            } else if isName(key, Self.valuesName) {
                member = 16; guard texts(into: &line.values) else { return false }; line.hasValues = true
            } else if isName(key, Self.recordsName) {
                member = 32; guard texts(into: &line.records) else { return false }
            } else if isName(key, Self.formName) {
                member = 64; guard form(into: &line) else { return false }
            } else if isName(key, Self.enteredByName) {
                member = 128; guard let text = text() else { return false }; line.enteredBy = text
            } else if isName(key, Self.keyingName), line.keying == nil {
                // Checked apart: the bits of `seen` are all taken.
                guard let keying = keying() else { return false }
                line.keying = keying
                continue
            } else {
                return false
            }
            guard seen & member == 0 else { return false }
            seen |= member
        }
        skipBlanks()
        return index == bytes.count
    }

    private static let idName = Array("id".utf8), submittedName = Array("submitted".utf8)
    private static let supersedesName = Array("supersedes".utf8), deletesName = Array("deletes".utf8)
    private static let valuesName = Array("values".utf8), recordsName = Array("records".utf8)
    private static let enteredByName = Array("enteredBy".utf8), keyingName = Array("keying".utf8)
    private static let keyingMembers = ["keys", "seconds", "accepted", "saved", "fields"].map { Array($0.utf8) }
    private static let formName = Array("form".utf8), titleName = Array("title".utf8), fileName = Array("file".utf8)

    private func isName(_ key: Range<Int>, _ name: [UInt8]) -> Bool {
        key.count == name.count && bytes[key].elementsEqual(name)
    }

    /// An object of texts, each key once.
    private mutating func texts(into pairs: inout [(key: Range<Int>, text: Range<Int>)]) -> Bool {
        object { scanner, key in
            guard let value = scanner.text(), !pairs.contains(where: { scanner.bytes[$0.key].elementsEqual(scanner.bytes[key]) }) else { return false }
            pairs.append((key, value))
            return true
        }
    }

    /// An object, as the scanner takes one: each member's key is read,
    /// then `member` reads its value, or refuses it (and the line).
    private mutating func object(_ member: (inout EntryLineScanner, Range<Int>) -> Bool) -> Bool {
        guard take(UInt8(ascii: "{")) else { return false }
        var first = true
        while true {
            skipBlanks()
            if take(UInt8(ascii: "}")) { return true }
            if !first { guard take(UInt8(ascii: ",")) else { return false }; skipBlanks() }
            first = false
            guard let key = text(), colon(), member(&self, key) else { return false }
        }
    }

    /// A `keying` object as Typeahead writes it: whole counts, seconds
    /// with at most a fraction, each member once; anything else is the
    /// full parser's to read or refuse.
    private mutating func keying() -> EntryKeying? {
        var keying = EntryKeying(), seen = [Bool](repeating: false, count: Self.keyingMembers.count)
        let read = object { scanner, key in
            guard let member = Self.keyingMembers.firstIndex(where: { scanner.isName(key, $0) }), !seen[member] else { return false }
            seen[member] = true
            switch member {
            case 0: guard let count = scanner.wholeNumber() else { return false }; keying.keys = count
            case 1: guard let seconds = scanner.seconds() else { return false }; keying.seconds = seconds
            case 2: guard let count = scanner.wholeNumber() else { return false }; keying.accepted = count
            case 3: guard let count = scanner.wholeNumber() else { return false }; keying.saved = count
            default: return scanner.fieldSeconds()
            }
            return true
        }
        return read ? keying : nil
    }

    /// An object of field ids and seconds, each id once.
    private mutating func fieldSeconds() -> Bool {
        var ids: [Range<Int>] = []
        return object { scanner, key in
            guard scanner.seconds() != nil, !ids.contains(where: { scanner.bytes[$0].elementsEqual(scanner.bytes[key]) }) else { return false }
            ids.append(key)
            return true
        }
    }

    /// Digits as JSON writes them (no leading zero), at most 15 of them.
    private mutating func digits() -> Range<Int>? {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        let run = start..<index
        guard !run.isEmpty, run.count <= 15, run.count == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        return run
    }

    private mutating func wholeNumber() -> Int? {
        guard let run = digits() else { return nil }
        return bytes[run].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// A number of seconds: digits, and a fraction after a point.
    private mutating func seconds() -> Double? {
        let start = index
        guard digits() != nil else { return nil }
        if take(UInt8(ascii: ".")) {
            let fraction = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            guard index > fraction, index - fraction <= 15 else { return nil }
        }
        return Double(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func form(into line: inout ScannedEntryLine) -> Bool {
        object { scanner, key in
            guard let value = scanner.text() else { return false }
            if scanner.isName(key, Self.titleName), line.formTitle == nil {
                line.formTitle = value
            } else if scanner.isName(key, Self.fileName), line.formFile == nil {
                line.formFile = value
            } else {
                return false
            }
            return true
        } && line.formTitle != nil
    }

    /// A text without escapes or control characters: the range between its quotes.
    private mutating func text() -> Range<Int>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return start..<(index - 1)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            index += 1
        }
        return nil
    }

    private mutating func colon() -> Bool {
        skipBlanks()
        guard take(UInt8(ascii: ":")) else { return false }
        skipBlanks()
        return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipBlanks() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0D { index += 1 }
    }
}

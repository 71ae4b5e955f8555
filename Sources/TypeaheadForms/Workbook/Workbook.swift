import TypeaheadEngine

/// The sheets of an .xlsx workbook as text cells, by name: what an
/// XLSForm is read from. Shared and inline strings, numbers as written,
/// booleans as TRUE and FALSE; formulas by their last value.
struct Workbook {
    /// One sheet's cells: row number (from 1) → column number (from 1) → text.
    struct Sheet {
        var name: String
        var rows: [Int: [Int: String]] = [:]

        /// The rows that hold any text, in order.
        var rowNumbers: [Int] { rows.keys.sorted() }
    }

    var sheets: [Sheet]

    init(sheets: [Sheet]) {
        self.sheets = sheets
    }

    init(bytes: [UInt8]) throws(ZipError) {
        let archive = try ZipArchive(bytes)
        func part(_ name: String) throws(ZipError) -> [XMLEvent]? {
            try archive.contents(of: name).map { (bytes) throws(ZipError) in try XMLEvent.events(of: bytes) }
        }
        guard let workbook = try part("xl/workbook.xml") else {
            throw ZipError(translated("it is a ZIP archive but not a workbook (no xl/workbook.xml)"))
        }
        var targets: [String: String] = [:]
        for case .start("Relationship", let attributes) in try part("xl/_rels/workbook.xml.rels") ?? [] {
            if let id = attributes["Id"], let target = attributes["Target"] { targets[id] = target }
        }
        let shared = Self.sharedStrings(try part("xl/sharedStrings.xml") ?? [])
        sheets = []
        for case .start("sheet", let attributes) in workbook {
            guard let name = attributes["name"], let id = attributes["id"], let target = targets[id] else { continue }
            // Targets are relative to xl/, or absolute within the archive.
            let path = target.hasPrefix("/") ? String(target.dropFirst()) : "xl/" + target
            guard let events = try part(path) else { throw ZipError(translated("sheet '%1$s' is missing from the workbook", name)) }
            sheets.append(Self.sheet(named: name, events, shared: shared))
        }
    }

    /// The sheet of this name, ignoring case ("Survey" is "survey").
    func sheet(named name: String) -> Sheet? {
        sheets.first { $0.name.lowercased() == name.lowercased() }
    }

    /// Each <si>'s text: its <t>s joined, without phonetic runs (<rPh>).
    private static func sharedStrings(_ events: [XMLEvent]) -> [String] {
        var strings: [String] = [], current: String?, inText = false, inPhonetic = false
        for event in events {
            switch event {
            case .start("si", _): current = ""
            case .end("si"): strings.append(current ?? ""); current = nil
            case .start("rPh", _): inPhonetic = true
            case .end("rPh"): inPhonetic = false
            case .start("t", _): inText = true
            case .end("t"): inText = false
            case .text(let text) where inText && !inPhonetic: current? += text
            default: break
            }
        }
        return strings
    }

    static func sheet(named name: String, _ events: [XMLEvent], shared: [String]) -> Sheet {
        var sheet = Sheet(name: name)
        var row = 0, column = 0, type = "n", value = "", inValue = false, inInline = false
        for event in events {
            switch event {
            case .start("row", let attributes):
                row = attributes["r"].flatMap(Int.init) ?? row + 1
                column = 0
            case .start("c", let attributes):
                column = attributes["r"].flatMap(Self.columnNumber) ?? column + 1
                type = attributes["t"] ?? "n"
                value = ""
            case .start("v", _): inValue = true
            case .end("v"): inValue = false
            case .start("is", _): inInline = true
            case .end("is"): inInline = false
            case .text(let text) where inValue || inInline: value += text
            case .end("c"):
                let text: String
                switch type {
                case "s": text = Int(value.trimmingWhitespace()).flatMap { shared.indices.contains($0) ? shared[$0] : nil } ?? ""
                case "b": text = value == "1" ? "TRUE" : "FALSE"
                case "e": text = ""
                default: text = value
                }
                if !text.isEmpty, row > 0 { sheet.rows[row, default: [:]][column] = text }
            default: break
            }
        }
        return sheet
    }

    /// "C5" → 3; nil when it is no cell reference.
    static func columnNumber(of reference: String) -> Int? {
        let letters = reference.prefix { $0.isASCII && $0.isLetter }.uppercased()
        guard !letters.isEmpty, letters.count <= 3 else { return nil }
        return letters.unicodeScalars.reduce(0) { $0 * 26 + Int($1.value) - 64 }
    }

    /// 3 → "C": how a spreadsheet names the column.
    static func columnName(_ number: Int) -> String {
        var number = number, name = ""
        while number > 0 {
            let digit = (number - 1) % 26
            name = String(UnicodeScalar(UInt8(65 + digit))) + name
            number = (number - 1) / 26
        }
        return name
    }
}

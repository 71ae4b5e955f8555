/// One cell of a CSV file as RFC 4180 writes it, and as a spreadsheet
/// should read it: quoted when it holds a comma, a quote or a line break
/// (its quotes doubled), and, as OWASP advises against CSV injection, a
/// text a spreadsheet would run as a formula (starting with `=`, `+`, `-`,
/// `@`, a tab or a carriage return) is kept as text by a leading `'`.
enum CSVCell {
    static func append(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        let neutralised = text.first.map(startsFormula) ?? false
        let quoted = neutralised || text.contains { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
        guard quoted else {
            output.append(contentsOf: text)
            return
        }
        output.append(UInt8(ascii: "\""))
        if neutralised { output.append(UInt8(ascii: "'")) }
        for byte in text {
            output.append(byte)
            if byte == UInt8(ascii: "\"") { output.append(byte) }
        }
        output.append(UInt8(ascii: "\""))
    }

    static func append(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { append($0, to: &output) }
    }

    private static func startsFormula(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D: true
        default: false
        }
    }
}

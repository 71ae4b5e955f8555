/// Writes JSON text by hand where member order matters (saved entries keep
/// the form's field order, which `JSONEncoder` cannot promise).
public enum JSONText {
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    public static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}

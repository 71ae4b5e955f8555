/// Puts a message's arguments in its placeholders: `%1$s`, `%2$d`… by
/// position (a translation may reorder them), `%s` and `%d` in turn, and
/// `%%` for a percent sign. The forms gettext's `c-format` check knows, so
/// `msgfmt --check` refuses a translation that loses or adds one. A whole
/// number put in a `d` is grouped as the locale writes it (`LocaleNumbers`);
/// a number that is no count (a year, a line) is passed as text.
enum MessageArguments {
    static func fill(_ template: String, _ arguments: [any CustomStringConvertible]) -> String {
        guard template.contains("%") else { return template }
        var result = ""
        var next = 0
        var characters = template[...]
        while let percent = characters.firstIndex(of: "%") {
            result += characters[..<percent]
            characters = characters[characters.index(after: percent)...]
            if characters.first == "%" {
                result += "%"
                characters = characters.dropFirst()
                continue
            }
            // %N$s or %N$d: a position; %s or %d: the next argument.
            let digits = characters.prefix { $0.isASCII && $0.isNumber }
            var position = next
            var rest = characters
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$", let number = Int(digits) {
                position = number - 1
                rest = characters.dropFirst(digits.count + 1)
            }
            guard let kind = rest.first, kind == "s" || kind == "d" else {
                result += "%"
                continue
            }
            if arguments.indices.contains(position) {
                let argument = arguments[position]
                if kind == "d", let number = argument as? any BinaryInteger {
                    result += LocaleNumbers.text(number)
                } else {
                    result += argument.description
                }
            }
            if position == next { next += 1 }
            characters = rest.dropFirst()
        }
        return result + characters
    }
}

import TypeaheadEngine

/// Cuts an expression into tokens (`ExpressionToken`), refusing at its
/// column what XLSForm's XPath does not have.
struct ExpressionLexer {
    private let characters: [Character]
    private var index = 0
    private let words: Words

    init(_ text: String, words: Words) {
        characters = Array(text)
        self.words = words
    }

    static func tokens(of text: String, words: Words) throws(ExpressionSyntaxError) -> [ExpressionToken] {
        var lexer = ExpressionLexer(text, words: words)
        var tokens: [ExpressionToken] = []
        repeat {
            tokens.append(try lexer.next())
        } while tokens.last?.kind != .end
        return tokens
    }

    private mutating func next() throws(ExpressionSyntaxError) -> ExpressionToken {
        while index < characters.count, characters[index].isXPathWhitespace { index += 1 }
        let column = index + 1
        guard index < characters.count else { return ExpressionToken(kind: .end, column: column) }
        let character = characters[index]
        if character.isASCII, character.isNumber || (character == "." && isDigit(at: index + 1)) {
            return ExpressionToken(kind: .number(readNumber()), column: column)
        }
        switch character {
        case "'", "\"":
            index += 1
            let start = index
            while index < characters.count, characters[index] != character { index += 1 }
            guard index < characters.count else {
                // TRANSLATORS: in a form's expression; %1$s is the quote mark that opened the text.
                throw ExpressionSyntaxError(column: column, message: words.translated("text opened with %1$s is never closed", String(character)))
            }
            index += 1
            return ExpressionToken(kind: .string(String(characters[start..<(index - 1)])), column: column)
        case "$":
            guard index + 1 < characters.count, characters[index + 1] == "{",
                  let close = characters[(index + 2)...].firstIndex(of: "}") else {
                // TRANSLATORS: in a form's expression; ${name} is how a field is named there, keep it as it is.
                throw ExpressionSyntaxError(column: column, message: words.translated("a field is named as ${name}"))
            }
            let name = String(characters[(index + 2)..<close])
            guard !name.isEmpty, name.allSatisfy(Self.isNameCharacter) else {
                // TRANSLATORS: in a form's expression; %1$s is what was written between ${ and }.
                throw ExpressionSyntaxError(column: column, message: words.translated("'%1$s' is not a field's name", name))
            }
            index = close + 1
            return ExpressionToken(kind: .field(name), column: column)
        case "!":
            guard index + 1 < characters.count, characters[index + 1] == "=" else { break }
            index += 2
            return ExpressionToken(kind: .symbol("!="), column: column)
        case "<", ">":
            index += 1
            if index < characters.count, characters[index] == "=" {
                index += 1
                return ExpressionToken(kind: .symbol(String(character) + "="), column: column)
            }
            return ExpressionToken(kind: .symbol(String(character)), column: column)
        case "(", ")", ",", "+", "-", "*", "=":
            index += 1
            return ExpressionToken(kind: .symbol(String(character)), column: column)
        case ".":
            index += 1
            return ExpressionToken(kind: .dot, column: column)
        default:
            if character.isLetter || character == "_" {
                let start = index
                while index < characters.count, Self.isNameCharacter(characters[index]) { index += 1 }
                return ExpressionToken(kind: .name(String(characters[start..<index])), column: column)
            }
        }
        // TRANSLATORS: in a form's expression; %1$s is a character it cannot have.
        throw ExpressionSyntaxError(column: column, message: words.translated("'%1$s' has no meaning here", String(character)))
    }

    private func isDigit(at position: Int) -> Bool {
        position < characters.count && characters[position].isASCII && characters[position].isNumber
    }

    private mutating func readNumber() -> Double {
        let start = index
        while isDigit(at: index) { index += 1 }
        if index < characters.count, characters[index] == "." {
            index += 1
            while isDigit(at: index) { index += 1 }
        }
        return Double(String(characters[start..<index])) ?? .nan
    }

    /// Letters, digits, `_`, `-` and `.`, as XML names have them.
    static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-" || character == "."
    }
}

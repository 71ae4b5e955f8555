import TypeaheadEngine

/// Reads an expression into an `Expression`, or says at which column and
/// why it cannot: precedence climbing over XPath 1.0's operators, calls
/// checked against `ExpressionFunction` (name and number of arguments).
public struct ExpressionParser {
    private var tokens: [ExpressionToken]
    private var position = 0
    /// How deep the expression being read nests (brackets, calls, minus
    /// signs, operators waiting for their right side).
    private var depth = 0
    private let words: Words
    /// Deeper or longer expressions are refused: a form's are short, and
    /// reading or valuing one deeper would run out of stack.
    static let deepest = 100, longest = 2_000
    /// Bare names are an option's columns (a choice filter's), not faults.
    private let allowsColumns: Bool

    private init(tokens: [ExpressionToken], words: Words, allowsColumns: Bool) {
        self.tokens = tokens
        self.words = words
        self.allowsColumns = allowsColumns
    }

    public static func parse(_ text: String, words: Words = .catalogue, allowingColumns: Bool = false) throws(ExpressionSyntaxError) -> Expression {
        let tokens = try ExpressionLexer.tokens(of: text, words: words)
        guard tokens.count <= longest + 1 else {
            // TRANSLATORS: a form's expression that is too long; %1$d is the most parts (numbers, names, operators) it may have.
            throw ExpressionSyntaxError(column: 1, message: words.translated("the expression is too long: at most %1$d parts", longest))
        }
        var parser = ExpressionParser(tokens: tokens, words: words, allowsColumns: allowingColumns)
        guard parser.current.kind != .end else {
            // TRANSLATORS: a form's expression that is empty.
            throw ExpressionSyntaxError(column: 1, message: words.translated("the expression is empty"))
        }
        let expression = try parser.binary(above: 0)
        guard parser.current.kind == .end else { throw parser.unexpected() }
        return expression
    }

    private var current: ExpressionToken { tokens[position] }

    /// The operator the current token is, if it is one (`and`, `or`,
    /// `div` and `mod` are names).
    private var currentOperator: ExpressionOperator? {
        switch current.kind {
        case .symbol(let written), .name(let written): ExpressionOperator(rawValue: written)
        default: nil
        }
    }

    /// Operands joined by operators binding tighter than `precedence`, left to right.
    private mutating func binary(above precedence: Int) throws(ExpressionSyntaxError) -> Expression {
        try deeper()
        defer { depth -= 1 }
        var left = try unary()
        while let found = currentOperator, found.precedence > precedence {
            position += 1
            let right = try binary(above: found.precedence)
            left = .binary(found, left, right)
        }
        return left
    }

    private mutating func unary() throws(ExpressionSyntaxError) -> Expression {
        if current.kind == .symbol("-") {
            position += 1
            try deeper()
            defer { depth -= 1 }
            return .negate(try unary())
        }
        return try primary()
    }

    private mutating func deeper() throws(ExpressionSyntaxError) {
        depth += 1
        guard depth <= Self.deepest else {
            // TRANSLATORS: a form's expression whose brackets, calls or operators nest too deep; %1$d is how deep they may.
            throw ExpressionSyntaxError(column: current.column, message: words.translated("the expression nests too deep: at most %1$d levels", Self.deepest))
        }
    }

    private mutating func primary() throws(ExpressionSyntaxError) -> Expression {
        let token = current
        switch token.kind {
        case .number(let value):
            position += 1
            return .number(value)
        case .string(let text):
            position += 1
            return .string(text)
        case .field(let name):
            position += 1
            return .field(name)
        case .dot:
            position += 1
            return .current
        case .symbol("("):
            position += 1
            let inner = try binary(above: 0)
            guard current.kind == .symbol(")") else { throw unexpected() }
            position += 1
            return inner
        case .name(let name):
            return try call(name, at: token.column)
        default:
            throw unexpected()
        }
    }

    private mutating func call(_ name: String, at column: Int) throws(ExpressionSyntaxError) -> Expression {
        position += 1
        if allowsColumns, current.kind != .symbol("(") { return .column(name) }
        guard current.kind == .symbol("(") else {
            // TRANSLATORS: in a form's expression; %1$s is a word written where a value was expected.
            throw ExpressionSyntaxError(column: column, message: words.translated("'%1$s' is no value: a field is written ${%1$s}, a text in quotes", name))
        }
        guard let function = ExpressionFunction(rawValue: name) else {
            // TRANSLATORS: in a form's expression; %1$s is the name of a function it calls.
            throw ExpressionSyntaxError(column: column, message: words.translated("there is no function '%1$s'", name))
        }
        position += 1
        var arguments: [Expression] = []
        if current.kind != .symbol(")") {
            arguments.append(try binary(above: 0))
            while current.kind == .symbol(",") {
                position += 1
                arguments.append(try binary(above: 0))
            }
        }
        guard current.kind == .symbol(")") else { throw unexpected() }
        position += 1
        let arity = function.arity
        guard arguments.count >= arity.least, arguments.count <= arity.most ?? Int.max else {
            // TRANSLATORS: in a form's expression; %1$s is a function's name, %2$d how many values it was given.
            throw ExpressionSyntaxError(column: column, message: words.translatedPlural("%1$s() cannot take %2$d value", "%1$s() cannot take %2$d values",
                                                                                        count: arguments.count, name, arguments.count))
        }
        return .call(function, arguments)
    }

    private func unexpected() -> ExpressionSyntaxError {
        switch current.kind {
        case .end:
            // TRANSLATORS: a form's expression that stops before it is complete.
            ExpressionSyntaxError(column: current.column, message: words.translated("the expression ends too soon"))
        default:
            // TRANSLATORS: in a form's expression; %1$s is what was found where it cannot be.
            ExpressionSyntaxError(column: current.column, message: words.translated("'%1$s' cannot come here", describe(current.kind)))
        }
    }

    private func describe(_ kind: ExpressionToken.Kind) -> String {
        switch kind {
        case .number(let value): ExpressionValue.text(of: value)
        case .string(let text): "'" + text + "'"
        case .field(let name): "${" + name + "}"
        case .name(let name): name
        case .dot: "."
        case .symbol(let symbol): symbol
        case .end: ""
        }
    }
}

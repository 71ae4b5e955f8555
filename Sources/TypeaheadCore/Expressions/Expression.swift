/// A form's expression (`relevant`, `constraint`, `calculation`…), parsed:
/// XLSForm's dialect of XPath 1.0 without node sets. `ExpressionParser`
/// makes it, `ExpressionEvaluator` gives its value over an entry's fields.
public indirect enum Expression: Equatable, Sendable {
    case number(Double)
    case string(String)
    /// `${name}`: another field's value, as text.
    case field(String)
    /// `.`: the value of the field the expression belongs to.
    case current
    /// A bare name in a choice filter: that column of the option weighed
    /// (`region = ${region}`).
    case column(String)
    case negate(Expression)
    case binary(ExpressionOperator, Expression, Expression)
    case call(ExpressionFunction, [Expression])

    /// The fields it reads (`${name}`), each once, in the order written:
    /// what a value must be recomputed after.
    public var fieldsRead: [String] {
        var names: [String] = []
        collectFields(into: &names)
        return names
    }

    /// The patterns written as text in its regex() calls.
    public var regexPatterns: [String] {
        switch self {
        case .call(.regex, let arguments):
            var patterns = arguments.flatMap(\.regexPatterns)
            if case .string(let pattern) = arguments[1] { patterns.append(pattern) }
            return patterns
        case .call(_, let arguments): return arguments.flatMap(\.regexPatterns)
        case .negate(let operand): return operand.regexPatterns
        case .binary(_, let left, let right): return left.regexPatterns + right.regexPatterns
        case .number, .string, .current, .field, .column: return []
        }
    }

    /// The option columns a choice filter reads, each once.
    public var columnsRead: [String] {
        var names: [String] = []
        collectColumns(into: &names)
        return names
    }

    private func collectColumns(into names: inout [String]) {
        switch self {
        case .column(let name): if !names.contains(name) { names.append(name) }
        case .number, .string, .current, .field: break
        case .negate(let operand): operand.collectColumns(into: &names)
        case .binary(_, let left, let right):
            left.collectColumns(into: &names)
            right.collectColumns(into: &names)
        case .call(_, let arguments): for argument in arguments { argument.collectColumns(into: &names) }
        }
    }

    private func collectFields(into names: inout [String]) {
        switch self {
        case .number, .string, .current, .column: break
        case .field(let name): if !names.contains(name) { names.append(name) }
        case .negate(let operand): operand.collectFields(into: &names)
        case .binary(_, let left, let right):
            left.collectFields(into: &names)
            right.collectFields(into: &names)
        case .call(_, let arguments): for argument in arguments { argument.collectFields(into: &names) }
        }
    }
}

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

    private func collectFields(into names: inout [String]) {
        switch self {
        case .number, .string, .current: break
        case .field(let name): if !names.contains(name) { names.append(name) }
        case .negate(let operand): operand.collectFields(into: &names)
        case .binary(_, let left, let right):
            left.collectFields(into: &names)
            right.collectFields(into: &names)
        case .call(_, let arguments): for argument in arguments { argument.collectFields(into: &names) }
        }
    }
}

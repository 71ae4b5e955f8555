/// XPath's binary operators, loosest first by `precedence`.
public enum ExpressionOperator: String, Equatable, Sendable, CaseIterable {
    case or, and
    case equal = "=", notEqual = "!="
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case add = "+", subtract = "-"
    case multiply = "*", divide = "div", modulo = "mod"

    /// Higher binds tighter (XPath 1.0, section 3.4 and 3.5).
    var precedence: Int {
        switch self {
        case .or: 1
        case .and: 2
        case .equal, .notEqual: 3
        case .less, .lessOrEqual, .greater, .greaterOrEqual: 4
        case .add, .subtract: 5
        case .multiply, .divide, .modulo: 6
        }
    }
}

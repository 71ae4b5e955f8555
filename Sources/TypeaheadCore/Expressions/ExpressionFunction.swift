/// The functions an expression may call, with how many arguments each
/// takes. A name not here is refused when the form opens.
public enum ExpressionFunction: String, Equatable, Sendable, CaseIterable {
    case `if`, not, `true`, `false`, boolean, number, string
    case concat, stringLength = "string-length", contains, startsWith = "starts-with", substr, coalesce
    case int, round
    case selected, countSelected = "count-selected"
    case today, now, date, regex

    /// Fewest and most arguments (nil: any number from the fewest).
    var arity: (least: Int, most: Int?) {
        switch self {
        case .true, .false, .today, .now: (0, 0)
        case .not, .boolean, .number, .string, .stringLength, .int, .countSelected, .date: (1, 1)
        case .round: (1, 2)
        case .contains, .startsWith, .coalesce, .selected, .regex: (2, 2)
        case .substr: (2, 3)
        case .if: (3, 3)
        case .concat: (0, nil)
        }
    }
}

/// One piece of an expression as `ExpressionLexer` reads it, with the
/// column (from 1) where it starts.
struct ExpressionToken: Equatable {
    enum Kind: Equatable {
        case number(Double)
        case string(String)
        /// `${name}`.
        case field(String)
        /// A function's name, or `and`, `or`, `div`, `mod`.
        case name(String)
        /// `.`
        case dot
        /// One of `( ) , + - * = != < <= > >=`.
        case symbol(String)
        case end
    }

    var kind: Kind
    var column: Int
}

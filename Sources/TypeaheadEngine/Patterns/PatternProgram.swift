/// A pattern compiled for `LinearPattern`: the instructions of a
/// Thompson automaton. Repeats are written out (`a{2,4}` is `aa` then two
/// optional `a`s), so the program's size bounds the work a character costs.
struct PatternProgram: Sendable {
    enum Instruction: Sendable {
        case character(PatternCharacterTest)
        case assertion(PatternAssertion)
        /// Go on at both.
        case split(Int, Int)
        case jump(Int)
        case match
    }

    /// The largest count a `{n,m}` may give.
    static let largestRepeat = 1_000
    /// The most instructions a pattern may compile to: with the field's
    /// limit on a value's length, this bounds a check's time.
    static let largestProgram = 1_200

    private(set) var instructions: [Instruction] = []

    /// Nil when the program would be larger than `largestProgram`.
    init?(_ node: PatternNode) {
        guard emit(node) else { return nil }
        instructions.append(.match)
    }

    /// Appends `node`'s instructions; false once the program is too large.
    private mutating func emit(_ node: PatternNode) -> Bool {
        guard instructions.count < Self.largestProgram else { return false }
        switch node {
        case .empty:
            return true
        case .character(let test):
            instructions.append(.character(test))
            return true
        case .assertion(let assertion):
            instructions.append(.assertion(assertion))
            return true
        case .sequence(let items):
            return items.allSatisfy { emit($0) }
        case .alternation(let branches):
            // split B1, next; B1; jump end; next: split B2, … ; Bn; end:
            var jumps: [Int] = []
            for (number, branch) in branches.enumerated() {
                if number < branches.count - 1 {
                    let split = instructions.count
                    instructions.append(.split(split + 1, -1))
                    guard emit(branch) else { return false }
                    jumps.append(instructions.count)
                    instructions.append(.jump(-1))
                    instructions[split] = .split(split + 1, instructions.count)
                } else {
                    guard emit(branch) else { return false }
                }
            }
            for jump in jumps { instructions[jump] = .jump(instructions.count) }
            return true
        case .repeated(let inner, let minimum, let maximum):
            for _ in 0..<minimum { guard emit(inner) else { return false } }
            guard let maximum else {
                // loop: split body, end; body; jump loop; end:
                let loop = instructions.count
                instructions.append(.split(loop + 1, -1))
                guard emit(inner) else { return false }
                instructions.append(.jump(loop))
                instructions[loop] = .split(loop + 1, instructions.count)
                return true
            }
            // Each optional one inside the one before: a?(a?(a?)) as
            // split body, end… all ending at the same end.
            var splits: [Int] = []
            for _ in minimum..<max(minimum, maximum) {
                splits.append(instructions.count)
                instructions.append(.split(-1, -1))
                guard emit(inner) else { return false }
            }
            for split in splits { instructions[split] = .split(split + 1, instructions.count) }
            return true
        }
    }
}

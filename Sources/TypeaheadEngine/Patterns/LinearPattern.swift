/// A field's `pattern`, checked in time linear in the value's length:
/// a Thompson automaton run over the value's characters once, every
/// state at a time, never backtracking (as RE2 and Rust's regex do). A
/// pattern such as `(a+)+$`, which costs ICU seconds on thirty `a`s and a
/// `!`, costs this a few microseconds. The whole value must match.
///
/// The program is kept as flat arrays (what each state does, and its one
/// or two numbers), so a step costs a few nanoseconds a live state: the
/// worst a pattern may be (`PatternProgram.largestProgram`) on a full
/// field is the benchmark's `typeahead-bench patterns`.
public struct LinearPattern: Sendable {
    private enum Operation: UInt8 {
        case anyCharacter, scalar, set, assertion, split, jump, match
    }

    private let operations: [Operation]
    /// The scalar, set index, assertion, split's first or jump's target.
    private let first: [Int32]
    /// A split's second.
    private let second: [Int32]
    private let sets: [PatternCharacterSet]
    private let assertions: [PatternAssertion]

    public init(_ pattern: String) throws(PatternSyntaxError) {
        guard let program = PatternProgram(try PatternParser.parse(pattern)) else {
            throw PatternSyntaxError(reason: translated("too large to check quickly (over %1$d steps once its repeats are written out)",
                                                        PatternProgram.largestProgram), position: 1)
        }
        var operations: [Operation] = [], first: [Int32] = [], second: [Int32] = []
        var sets: [PatternCharacterSet] = [], assertions: [PatternAssertion] = []
        for instruction in program.instructions {
            var operation = Operation.match, one: Int32 = 0, two: Int32 = 0
            switch instruction {
            case .character(.any): operation = .anyCharacter
            case .character(.scalar(let scalar)): (operation, one) = (.scalar, Int32(bitPattern: scalar.value))
            case .character(.set(let set)):
                (operation, one) = (.set, Int32(sets.count))
                sets.append(set)
            case .assertion(let assertion):
                (operation, one) = (.assertion, Int32(assertions.count))
                assertions.append(assertion)
            case .split(let a, let b): (operation, one, two) = (.split, Int32(a), Int32(b))
            case .jump(let target): (operation, one) = (.jump, Int32(target))
            case .match: operation = .match
            }
            operations.append(operation)
            first.append(one)
            second.append(two)
        }
        self.operations = operations
        self.first = first
        self.second = second
        self.sets = sets
        self.assertions = assertions
    }

    public func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let count = operations.count
        // marks[state] == position: the state is in the list for that position.
        var marks = [Int](repeating: -1, count: count)
        var current = [Int32](), following = [Int32](), pending = [Int32]()
        current.reserveCapacity(count)
        following.reserveCapacity(count)
        // A set's answer for this step's character: (position, answer).
        var setAnswers = [(Int, Bool)](repeating: (-1, false), count: sets.count)
        add(0, at: 0, scalars, &current, &marks, &pending)
        for position in scalars.indices {
            if current.isEmpty { return false }
            following.removeAll(keepingCapacity: true)
            let scalar = scalars[position]
            let value = Int32(bitPattern: scalar.value)
            for state in current {
                let index = Int(state)
                let accepts: Bool
                switch operations[index] {
                case .anyCharacter: accepts = !PatternCharacterSet.isLineBreak(scalar)
                case .scalar: accepts = first[index] == value
                case .set:
                    let set = Int(first[index])
                    if setAnswers[set].0 != position { setAnswers[set] = (position, sets[set].contains(scalar)) }
                    accepts = setAnswers[set].1
                default: accepts = false
                }
                if accepts { add(state + 1, at: position + 1, scalars, &following, &marks, &pending) }
            }
            swap(&current, &following)
        }
        return current.contains { operations[Int($0)] == .match }
    }

    /// Adds `state` and every state reached from it without reading a
    /// character, at `position` (whose neighbours decide the assertions).
    private func add(_ state: Int32, at position: Int, _ scalars: [Unicode.Scalar], _ list: inout [Int32],
                     _ marks: inout [Int], _ pending: inout [Int32]) {
        pending.append(state)
        while let state = pending.popLast() {
            let index = Int(state)
            if marks[index] == position { continue }
            marks[index] = position
            switch operations[index] {
            case .jump:
                pending.append(first[index])
            case .split:
                pending.append(second[index])
                pending.append(first[index])
            case .assertion:
                if holds(assertions[Int(first[index])], at: position, in: scalars) { pending.append(state + 1) }
            case .anyCharacter, .scalar, .set, .match:
                list.append(state)
            }
        }
    }

    private func holds(_ assertion: PatternAssertion, at position: Int, in scalars: [Unicode.Scalar]) -> Bool {
        switch assertion {
        case .start: return position == 0
        case .end: return position == scalars.count
        case .wordBoundary, .notWordBoundary:
            let before = position > 0 && PatternCharacterSet.isWord(scalars[position - 1])
            let after = position < scalars.count && PatternCharacterSet.isWord(scalars[position])
            return (before != after) == (assertion == .wordBoundary)
        }
    }
}

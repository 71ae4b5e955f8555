/// A field's `pattern`, checked in time linear in the value's length:
/// a Thompson automaton run over the value's characters once, every
/// state at a time, never backtracking (as RE2 and Rust's regex do). A
/// pattern such as `(a+)+$`, which costs ICU seconds on thirty `a`s and a
/// `!`, costs this a few microseconds. The whole value must match.
public struct LinearPattern: Sendable {
    private let program: PatternProgram

    public init(_ pattern: String) throws(PatternSyntaxError) {
        guard let program = PatternProgram(try PatternParser.parse(pattern)) else {
            throw PatternSyntaxError(reason: translated("too large to check quickly (over %1$d steps once its repeats are written out)",
                                                        PatternProgram.largestProgram), position: 1)
        }
        self.program = program
    }

    public func matches(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        let instructions = program.instructions
        var current = StateList(capacity: instructions.count)
        var following = StateList(capacity: instructions.count)
        add(0, at: 0, in: scalars, to: &current)
        for position in scalars.indices {
            guard !current.isEmpty else { return false }
            following.clear()
            let scalar = scalars[position]
            for state in current.states {
                if case .character(let test) = instructions[state], test.accepts(scalar) {
                    add(state + 1, at: position + 1, in: scalars, to: &following)
                }
            }
            swap(&current, &following)
        }
        return current.states.contains { if case .match = instructions[$0] { true } else { false } }
    }

    /// Adds `state` and every state reached from it without reading a
    /// character, at `position` (whose neighbours decide the assertions).
    private func add(_ state: Int, at position: Int, in scalars: [Unicode.Scalar], to list: inout StateList) {
        var pending = [state]
        while let state = pending.popLast() {
            guard list.insert(state) else { continue }
            switch program.instructions[state] {
            case .jump(let target):
                pending.append(target)
            case .split(let first, let second):
                // The second first off the stack: order does not change whether it matches.
                pending.append(second)
                pending.append(first)
            case .assertion(let assertion):
                if holds(assertion, at: position, in: scalars) { pending.append(state + 1) }
            case .character, .match:
                break
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

/// The states an automaton is in: a list in the order reached, and a
/// mark per state so each is added once (a sparse set).
private struct StateList {
    private(set) var states: [Int] = []
    private var marks: [Bool]

    init(capacity: Int) {
        marks = Array(repeating: false, count: capacity)
        states.reserveCapacity(capacity)
    }

    var isEmpty: Bool { states.isEmpty }

    /// False when the state was there already.
    mutating func insert(_ state: Int) -> Bool {
        if marks[state] { return false }
        marks[state] = true
        states.append(state)
        return true
    }

    mutating func clear() {
        for state in states { marks[state] = false }
        states.removeAll(keepingCapacity: true)
    }
}

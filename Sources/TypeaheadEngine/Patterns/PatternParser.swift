/// Reads a field's `pattern`, in the syntax of ICU (what
/// `NSRegularExpression` took before): literals and escapes, `.`, bracket
/// expressions, `\d \w \s` and their negations, `^ $ \b \B`, groups,
/// `|`, and the repeats `* + ? {n} {n,} {n,m}` (lazy or not: the whole
/// value either matches or not). What would need backtracking (a
/// back-reference, a look-around, a possessive repeat) is refused with
/// the reason, as is what this reader does not know, rather than read
/// another way than ICU reads it.
struct PatternParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    static func parse(_ pattern: String) throws(PatternSyntaxError) -> PatternNode {
        var parser = PatternParser(scalars: Array(pattern.unicodeScalars))
        let node = try parser.alternation()
        if parser.index < parser.scalars.count {
            // Only an unmatched ')' ends an alternation early.
            throw parser.error(translated("a ')' without its '('"))
        }
        return node
    }

    private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var next: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func error(_ reason: String, at position: Int? = nil) -> PatternSyntaxError {
        PatternSyntaxError(reason: reason, position: (position ?? index) + 1)
    }

    private mutating func alternation() throws(PatternSyntaxError) -> PatternNode {
        var branches = [try sequence()]
        while next == "|" {
            index += 1
            branches.append(try sequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func sequence() throws(PatternSyntaxError) -> PatternNode {
        var items: [PatternNode] = []
        while let scalar = next, scalar != "|", scalar != ")" {
            let atom = try self.atom()
            items.append(try repeats(of: atom))
        }
        return items.isEmpty ? .empty : items.count == 1 ? items[0] : .sequence(items)
    }

    private mutating func repeats(of atom: PatternNode) throws(PatternSyntaxError) -> PatternNode {
        guard let bounds = try quantifier() else { return atom }
        if case .assertion = atom { throw error(translated("a repeat of something that has no width"), at: index - 1) }
        // A lazy repeat matches the same whole values; a possessive one does not.
        if next == "?" { index += 1 } else if next == "+" {
            throw error(translated("a possessive repeat (not supported: give the repeat without the '+' after it)"))
        }
        if let scalar = next, "*+?".unicodeScalars.contains(scalar) || (scalar == "{" && isInterval(at: index)) {
            throw error(translated("a repeat of a repeat (put the first in a group)"))
        }
        return .repeated(atom, minimum: bounds.minimum, maximum: bounds.maximum)
    }

    /// `*`, `+`, `?` or `{…}` here, consumed; nil if none.
    private mutating func quantifier() throws(PatternSyntaxError) -> (minimum: Int, maximum: Int?)? {
        switch next {
        case "*": index += 1; return (0, nil)
        case "+": index += 1; return (1, nil)
        case "?": index += 1; return (0, 1)
        case "{" where isInterval(at: index):
            let start = index
            index += 1
            let minimum = number()!
            var maximum: Int? = minimum
            if next == "," {
                index += 1
                maximum = number()
            }
            index += 1 // "}"
            guard minimum <= PatternProgram.largestRepeat, (maximum ?? 0) <= PatternProgram.largestRepeat else {
                throw error(translated("a repeat over %1$d times", PatternProgram.largestRepeat), at: start)
            }
            if let maximum, maximum < minimum { throw error(translated("a repeat whose maximum is below its minimum"), at: start) }
            return (minimum, maximum)
        default:
            return nil
        }
    }

    /// Whether `{` at `position` starts `{n}`, `{n,}` or `{n,m}`.
    private func isInterval(at position: Int) -> Bool {
        var at = position + 1
        func digits() -> Bool {
            let start = at
            while at < scalars.count, ("0"..."9").contains(scalars[at]) { at += 1 }
            return at > start
        }
        guard digits() else { return false }
        if at < scalars.count, scalars[at] == "," {
            at += 1
            _ = digits()
        }
        return at < scalars.count && scalars[at] == "}"
    }

    private mutating func number() -> Int? {
        var value: Int?
        while let scalar = next, ("0"..."9").contains(scalar) {
            value = min((value ?? 0) * 10 + Int(scalar.value - 48), 1_000_000)
            index += 1
        }
        return value
    }

    private mutating func atom() throws(PatternSyntaxError) -> PatternNode {
        let start = index
        let scalar = scalars[index]
        index += 1
        switch scalar {
        case "(":
            if next == "?" {
                guard index + 1 < scalars.count, scalars[index + 1] == ":" else {
                    throw error(translated("a look-around, flag or named group (not supported: use ( ) or (?: ))"), at: start)
                }
                index += 2
            }
            let inner = try alternation()
            guard next == ")" else { throw error(translated("a '(' without its ')'"), at: start) }
            index += 1
            return inner
        case "[":
            return .character(.set(try bracket(from: start)))
        case ".":
            return .character(.any)
        case "^":
            return .assertion(.start)
        case "$":
            return .assertion(.end)
        case "*", "+", "?":
            throw error(translated("a repeat with nothing before it to repeat"), at: start)
        case "{" where isInterval(at: start):
            throw error(translated("a repeat with nothing before it to repeat"), at: start)
        case "\\":
            return try escape(from: start, inBracket: false)
        default:
            return .character(.scalar(scalar))
        }
    }

    /// After `[`: the set up to its `]`.
    private mutating func bracket(from start: Int) throws(PatternSyntaxError) -> PatternCharacterSet {
        var set = PatternCharacterSet(items: [])
        if next == "^" {
            set.negated = true
            index += 1
        }
        var first = true
        while true {
            guard let scalar = next else { throw error(translated("a '[' without its ']'"), at: start) }
            if scalar == "]", !first { index += 1; break }
            if scalar == "]" || scalar == "[" || (scalar == "&" && index + 1 < scalars.count && scalars[index + 1] == "&") {
                throw error(translated("an empty, nested or combined set in [ ] (not supported)"))
            }
            first = false
            let itemStart = index
            index += 1
            var low: Unicode.Scalar
            if scalar == "\\" {
                guard case .character(let test) = try escape(from: itemStart, inBracket: true) else {
                    throw error(translated("an escape that is not a character inside [ ]"), at: itemStart)
                }
                guard case .scalar(let single) = test else {
                    if case .set(let inner) = test { set.items += inner.items }
                    continue
                }
                low = single
            } else {
                low = scalar
            }
            // "a-z"; a '-' first, last or after a range is itself.
            if next == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                let highStart = index
                var high = scalars[index]
                index += 1
                if high == "\\" {
                    guard case .character(.scalar(let single)) = try escape(from: highStart, inBracket: true) else {
                        throw error(translated("a range in [ ] whose end is not one character"), at: highStart)
                    }
                    high = single
                } else if high == "[" {
                    throw error(translated("an empty, nested or combined set in [ ] (not supported)"), at: highStart)
                }
                guard low <= high else { throw error(translated("a range in [ ] whose end comes before its start"), at: itemStart) }
                set.items.append(.range(low, high))
            } else {
                set.items.append(.range(low, low))
            }
        }
        return set
    }

    /// After `\`: a class, an assertion, or one character.
    private mutating func escape(from start: Int, inBracket: Bool) throws(PatternSyntaxError) -> PatternNode {
        guard let scalar = next else { throw error(translated("a '\\' at the end"), at: start) }
        index += 1
        func set(_ item: PatternCharacterSet.Item) -> PatternNode { .character(.set(PatternCharacterSet(items: [item]))) }
        switch scalar {
        case "d": return set(.digit(negated: false))
        case "D": return set(.digit(negated: true))
        case "w": return set(.word(negated: false))
        case "W": return set(.word(negated: true))
        case "s": return set(.space(negated: false))
        case "S": return set(.space(negated: true))
        case "b" where !inBracket: return .assertion(.wordBoundary)
        case "B" where !inBracket: return .assertion(.notWordBoundary)
        case "t": return .character(.scalar("\t"))
        case "n": return .character(.scalar("\n"))
        case "r": return .character(.scalar("\r"))
        case "f": return .character(.scalar("\u{0C}"))
        case "e": return .character(.scalar("\u{1B}"))
        case "x", "u":
            let width = scalar == "x" ? 2 : 4
            guard index + width <= scalars.count,
                  let value = UInt32(String(String.UnicodeScalarView(scalars[index..<index + width])), radix: 16),
                  let character = Unicode.Scalar(value) else {
                throw error(translated("an escape \\x or \\u without its hexadecimal digits"), at: start)
            }
            index += width
            return .character(.scalar(character))
        case "1"..."9":
            throw error(translated("a back-reference (not supported: it can make checking take seconds)"), at: start)
        default:
            // Any other letter or digit may mean something to ICU (\p, \Q, \h,
            // \0…): refused, not read as itself. Punctuation is itself.
            guard !(scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) else {
                throw error(translated("an escape that is not supported: \\%1$s", String(scalar)), at: start)
            }
            return .character(.scalar(scalar))
        }
    }
}

import TypeaheadStorage

/// One household member's answers on paper (the age, sex and children
/// that the rules ask by), typed as a keyer types them.
struct CensusAnswers {
    let age: Int, sex: Int, children: Int

    init(random: inout SplitMix64) {
        age = Int(random.next() % 90)
        sex = 1 + Int(random.next() % 2)
        children = Int(random.next() % 6)
    }

    func value(for id: String, random: inout SplitMix64) -> String {
        switch id.split(separator: "_").last ?? "" {
        case "name": return ["Ann", "Bob", "Chidi", "Dara", "Eve"][Int(random.next() % 5)]
        case "age": return String(age)
        case "sex": return String(sex)
        case "married": return random.next() % 2 == 0 ? "y" : "n"
        case "spouse": return "Sam"
        case "children": return String(children)
        case "under5": return String(Int(random.next() % UInt64(children + 1)))
        case "born": return "\(2026 - age - 1)-0\(1 + random.next() % 9)-1\(random.next() % 9)"
        default: return ""
        }
    }
}

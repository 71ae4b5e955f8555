/// How many typing mistakes a query of a given length may hold and still
/// match: none below 4 letters, 1 from 4, 2 from 8. Short queries match too
/// much with any typo allowed; long ones are rarely typed without one.
public enum TypoBudget {
    public static func maxEdits(forQueryLength length: Int) -> Int {
        switch length {
        case ..<4: 0
        case 4..<8: 1
        default: 2
        }
    }
}

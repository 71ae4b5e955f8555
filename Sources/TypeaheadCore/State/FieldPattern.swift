import Foundation

/// A field's `pattern`: a regular expression the whole value must match.
struct FieldPattern {
    private let expression: NSRegularExpression

    init?(_ pattern: String) {
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else { return nil }
        self.expression = expression
    }

    func matches(_ text: String) -> Bool {
        expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

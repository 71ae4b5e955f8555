/// A form's expression as written (`relevant`, `calculation`, a choice
/// filter): read, and when it reads, valued over fields that hold a
/// number, a word, a date, a time and nothing. Refusals are answers; a
/// crash, a hang or running out of stack is a finding.
enum ExpressionFuzz {
    static let values = ["a": "12", "b": "x y", "c": "1990-05-17", "d": "18:00", "e": ""]

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        let text = String(decoding: bytes, as: UTF8.self)
        for allowingColumns in [false, true] {
            guard let expression = try? ExpressionParser.parse(text, allowingColumns: allowingColumns) else { continue }
            fuzzCheck(expression.fieldsRead.allSatisfy { text.contains("{" + $0) }, "a field read that is not written")
            fuzzCheck(allowingColumns || expression.columnsRead.isEmpty, "a column read outside a choice filter")
            var evaluator = ExpressionEvaluator(current: "7") { values[$0] ?? "" }
            evaluator.today = "2027-01-15"
            evaluator.column = { $0 == "country" ? "ie" : "" }
            let value = evaluator.value(of: expression)
            _ = (value.string, value.number, value.boolean)
            fuzzCheck(evaluator.value(of: expression) == value || value.number.isNaN, "the same expression valued twice differently")
        }
    }
}

/// What a machine keeps of its last answers (`LastValueMemo`): the rules'
/// valuing of the fields, and what each field's type made of its text.
struct FormMemos: Sendable {
    let ruled = LastValueMemo<[RulingInput], RuledValues>()
    let readings: [LastValueMemo<String, TypedReading>]

    init(fieldCount: Int) {
        readings = (0..<fieldCount).map { _ in LastValueMemo() }
    }
}

/// What a typed field makes of its text (`TypedText.read`).
enum TypedReading: Equatable {
    case empty
    /// The value in the form it is saved and compared in: "3.5", "-12",
    /// "1990-05-17".
    case value(String)
    /// Not a value of the type at all ("abc" for a number).
    case notOfType
    /// Written as a date, but no such day: 31.02.1990.
    case noSuchDay(year: Int, month: Int, day: Int)
}

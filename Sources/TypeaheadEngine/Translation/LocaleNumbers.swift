import Foundation

/// Whole numbers as the person's locale writes them: "1,234,567" in
/// English, "1.234.567" in German, "1 234 567" in French (its
/// `LC_NUMERIC` thousands separator and grouping, as `printf("%'d")`
/// gives them). The C locale, and so the tests, group nothing.
enum LocaleNumbers {
    static func text(_ number: some BinaryInteger) -> String {
        grouped(number, separator: conventions.separator, sizes: conventions.sizes)
    }

    /// The locale's separator and group sizes, read once (after
    /// `Translation.start` set the locale; `localeconv` is not safe to
    /// call from several threads).
    private static let conventions: (separator: String, sizes: [Int]) = {
        guard let conventions = localeconv() else { return ("", []) }
        let separator = conventions.pointee.thousands_sep.map { String(cString: $0) } ?? ""
        var sizes: [Int] = []
        if let grouping = conventions.pointee.grouping {
            var index = 0
            while index < 8, grouping[index] > 0, grouping[index] < CChar.max {
                sizes.append(Int(grouping[index]))
                index += 1
            }
        }
        return (separator, sizes)
    }()

    /// `sizes` as C's grouping: each group's size from the right, the last
    /// repeated; none (or no separator) leaves the digits whole.
    static func grouped(_ number: some BinaryInteger, separator: String, sizes: [Int]) -> String {
        let digits = String(number.magnitude)
        guard !separator.isEmpty, let last = sizes.last else { return String(number) }
        var groups: [Substring] = []
        var end = digits.endIndex
        var size = 0
        while end > digits.startIndex {
            let width = size < sizes.count ? sizes[size] : last
            let start = digits.index(end, offsetBy: -width, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.append(digits[start..<end])
            end = start
            size += 1
        }
        return (number < 0 ? "-" : "") + groups.reversed().joined(separator: separator)
    }
}

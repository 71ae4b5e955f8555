extension Int {
    /// The number in at least `width` digits: 5 → "05" for a day or a month.
    public func zeroPadded(to width: Int) -> String {
        let digits = String(self)
        return String(repeating: "0", count: Swift.max(0, width - digits.count)) + digits
    }
}

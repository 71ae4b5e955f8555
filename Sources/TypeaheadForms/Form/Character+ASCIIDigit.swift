extension Character {
    /// 0 to 9 only, not the digits of other scripts that `isNumber` takes.
    public var isASCIIDigit: Bool { isASCII && isNumber }
}

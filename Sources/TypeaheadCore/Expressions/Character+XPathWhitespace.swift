extension Character {
    /// XML's whitespace, which XPath skips between tokens, trims from a
    /// number and splits a select-many value at: space, tab, CR, LF.
    var isXPathWhitespace: Bool { self == " " || self == "\t" || self == "\r" || self == "\n" }
}

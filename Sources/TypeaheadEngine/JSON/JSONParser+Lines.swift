extension JSONParser {
    /// Hands each value of a JSON Lines text to `body`, in order: one value
    /// a line, blank lines skipped. A syntax error is refused as the file
    /// `path`'s, at its line and column.
    static func forEachLine(in bytes: UnsafeBufferPointer<UInt8>, path: String,
                            _ body: (JSONNode) throws(LoadError) -> Void) throws(LoadError) {
        var parser = JSONParser(bytes: bytes)
        parser.skipByteOrderMark()
        while true {
            parser.skipWhitespace()
            if parser.atEnd { return }
            let node: JSONNode
            do {
                node = try parser.parseLine()
            } catch {
                throw LoadError(path: path, error)
            }
            try body(node)
        }
    }

    /// The value that starts here, then nothing but blanks to the end of its line.
    public mutating func parseLine() throws(JSONSyntaxError) -> JSONNode {
        let node = try parseValue()
        try expectLineEnd()
        return node
    }
}

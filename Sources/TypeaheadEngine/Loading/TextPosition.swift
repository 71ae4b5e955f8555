/// Tracks the 1-based line and column (in characters) while scanning UTF-8
/// bytes, so that errors can point at the place a person sees in an editor.
public struct TextPosition {
    public private(set) var line = 1
    public private(set) var column = 1

    /// Advances past `byte`. Continuation bytes do not start a new column.
    mutating func advance(over byte: UInt8) {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    /// The position of byte `offset` in `bytes`, counted from the start.
    public static func of(offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> TextPosition {
        var position = TextPosition()
        var index = 0
        while index < offset && index < bytes.count {
            position.advance(over: bytes[index])
            index += 1
        }
        return position
    }
}

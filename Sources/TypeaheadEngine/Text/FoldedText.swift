/// A text folded character by character, remembering which original
/// character each folded byte came from, so that a match found in folded
/// text can be shown in bold on the original.
public struct FoldedText: Sendable {
    public let bytes: [UInt8]
    /// For each folded byte, the offset of its original Character.
    let origins: [Int]

    /// With `spellingOut`, the letters of `SpelledOutLetters` are written
    /// out ("Zürich" as "zuerich", "ue" both from "ü").
    public init(_ original: String, spellingOut: Bool = false) {
        var bytes: [UInt8] = []
        var origins: [Int] = []
        for (offset, character) in original.enumerated() {
            let text = String(character)
            let folded = (spellingOut ? TextFolding.fold(text, spellingOut: true).folded : TextFolding.fold(text)).utf8
            bytes.append(contentsOf: folded)
            origins.append(contentsOf: repeatElement(offset, count: folded.count))
        }
        self.bytes = bytes
        self.origins = origins
    }

    /// The original character range covering folded bytes `range`.
    public func originalRange(of range: Range<Int>) -> Range<Int> {
        guard !range.isEmpty, range.upperBound <= origins.count else { return 0..<0 }
        return origins[range.lowerBound]..<(origins[range.upperBound - 1] + 1)
    }
}

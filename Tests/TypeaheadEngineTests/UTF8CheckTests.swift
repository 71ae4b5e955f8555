import PropertyBased
import Testing
@testable import TestSupport
@testable import TypeaheadEngine

/// A data file is checked eight bytes at a time where it is ASCII; the
/// first problem found must be the one Swift's own UTF-8 decoder finds.
@Suite("UTF-8 check", .timeLimit(minutes: 5), .hangWatchdog)
struct UTF8CheckTests {
    /// ASCII, NUL, the pieces of two-, three- and four-byte sequences, an
    /// encoded surrogate's lead (ED A0) and bytes never valid.
    static let byte = Gen<UInt8?>.element(of: [0x61, 0x61, 0x61, 0x61, 0x20, 0x7F, 0x00, 0x80, 0xBF, 0xC2, 0xA9, 0xC0, 0xE2,
                                               0x82, 0xAC, 0xED, 0xA0, 0xF0, 0x9F, 0x99, 0xF5, 0xFF]).map { $0! }

    @Test func findsWhatTheDecoderFinds() async {
        await propertyCheck(count: 2000, input: Self.byte.array(of: 0...40)) { bytes in
            let found = bytes.withUnsafeBufferPointer(UTF8Check.firstProblem)
            #expect(found == Self.decoderProblem(bytes), "\(bytes)")
        }
    }

    /// ASCII text with one NUL or one stray byte at every offset of the
    /// first eight-byte words, and after a multi-byte character.
    @Test func findsAProblemAtEveryOffset() {
        for prefix in ["", "é", "東"] {
            let text = Array((prefix + String(repeating: "plain ascii text ", count: 4)).utf8)
            #expect(text.withUnsafeBufferPointer(UTF8Check.firstProblem) == nil)
            for offset in prefix.utf8.count..<text.count {
                for (stray, problem) in [(UInt8(0), UTF8Check.Problem.nulByte(offset: offset)), (0x80, .invalid(offset: offset))] {
                    var damaged = text
                    damaged[offset] = stray
                    #expect(damaged.withUnsafeBufferPointer(UTF8Check.firstProblem) == problem, "\(prefix) \(offset)")
                }
            }
        }
    }

    static func decoderProblem(_ bytes: [UInt8]) -> UTF8Check.Problem? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if encoded.count == 1, encoded.first == 0 { return .nulByte(offset: offset) }
                offset += encoded.count
            case .error:
                return .invalid(offset: offset)
            case .emptyInput:
                return nil
            }
        }
    }
}

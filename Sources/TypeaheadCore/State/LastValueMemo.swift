import Foundation

/// The last value worked out, and what it was worked out from. One event
/// asks the same questions of a form many times (what is asked, required,
/// shown, narrated); on a census form of 300 fields answering each afresh
/// cost milliseconds a key. Copies of a machine share a memo: it is keyed
/// by everything the work reads, so a copy never reads another's answer.
final class LastValueMemo<Input: Equatable, Output>: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (input: Input, output: Output)?

    func value(for input: Input, working: () -> Output) -> Output {
        lock.lock()
        defer { lock.unlock() }
        if let last, last.input == input { return last.output }
        let output = working()
        last = (input, output)
        return output
    }
}

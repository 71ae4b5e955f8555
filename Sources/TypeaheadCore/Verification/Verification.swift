/// Entries being verified in the form, one after another (issue 52): the
/// one open, those after it, and what the verifier did where the two
/// keyings differed.
struct Verification: Sendable {
    var target: VerificationTarget
    var waiting: [VerificationTarget]
    /// Entries verified so far, and all there were to verify.
    var done = 0
    let total: Int
    /// The fields shown from the first keying (the identity): not keyed again.
    var shown: Set<Int> = []
    /// The field stopped at a disagreement, until the verifier answers it.
    var disagreement: Int?
    /// Fields where a Return met a value that differed from the first keying.
    var disagreed: Set<Int> = []
    /// The verifier's own value kept against the first keying, by field.
    var keptOwn: [Int: String] = [:]
    /// What the banner says (`FormMachine.wordVerificationBanner`).
    var banner: String?
    /// The form as it was before verifying began: it comes back after.
    let formBefore: (fields: [FieldModel], focus: Int?)

    init(_ targets: [VerificationTarget], formBefore: (fields: [FieldModel], focus: Int?)) {
        target = targets[0]
        waiting = Array(targets.dropFirst())
        total = targets.count
        self.formBefore = formBefore
    }

    /// Ready for the next entry: nothing answered yet.
    mutating func next() -> VerificationTarget? {
        guard !waiting.isEmpty else { return nil }
        target = waiting.removeFirst()
        shown = []
        disagreement = nil
        disagreed = []
        keptOwn = [:]
        return target
    }
}

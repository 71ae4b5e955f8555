/// The fuzz targets: each feeds one input to one reader (or to the index)
/// and checks what must hold of any answer. A refusal is a fine answer; a
/// crash, a hang, a sanitizer report or a broken invariant is a finding.
enum FuzzTarget: String, CaseIterable {
    case delimited, json, jsonl, form, draft, history, index, entries, workbook, expression

    /// Work done once per process, before the first input.
    func prepare() {
        switch self {
        case .form: FormFuzz.prepare()
        case .draft, .history: StateFileFuzz.prepare()
        case .entries: EntriesFuzz.prepare()
        default: break
        }
    }

    func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .delimited: DelimitedFuzz.run(bytes)
        case .json: JSONFuzz.runArray(bytes)
        case .jsonl: JSONFuzz.runLines(bytes)
        case .form: FormFuzz.run(bytes)
        case .draft: StateFileFuzz.runDraft(bytes)
        case .history: StateFileFuzz.runHistory(bytes)
        case .index: IndexFuzz.run(bytes)
        case .entries: EntriesFuzz.run(bytes)
        case .workbook: WorkbookFuzz.run(bytes)
        case .expression: ExpressionFuzz.run(bytes)
        }
    }
}

import TypeaheadEngine
import TypeaheadStorage
import TypeaheadForms

/// The draft: what is kept of an unsaved entry, and putting it back.
extension FormMachine {
    /// The values and chosen records now.
    public var currentDraft: Draft {
        var values: [String: String] = [:], records: [String: String] = [:]
        for (index, field) in spec.fields.enumerated() {
            values[field.id] = fields[index].text
            if let record = fields[index].record, let key = field.source.flatMap({ lookup.key(of: record, in: $0) }) {
                records[field.id] = key
            }
        }
        return Draft(values: values, records: records, focus: focused.map { spec.fields[$0].id })
    }

    /// Puts a stored draft back: its values, and the records whose keys
    /// still exist and still say what the field holds (a data file changed
    /// since may have given the key to another value: the field then keeps
    /// its text without a record, and is checked as typed text is).
    public mutating func restore(_ draft: Draft) {
        restoreValues(draft)
        toast = draft.isEmpty ? nil : Toast(text: words.translated("Restored the entry you had not saved"))
        cutOverlongValues()
    }

    /// The values, records and focus of `draft`, as they were kept.
    mutating func restoreValues(_ draft: Draft) {
        for (index, field) in spec.fields.enumerated() {
            guard let text = draft.values[field.id] else { continue }
            fields[index].text = text
            if let key = draft.records[field.id], let source = field.source,
               let record = lookup.record(withKey: key, in: source) ?? adoptRemoteRecord(key: key, of: field, from: draft),
               recordSays(text, record: record, of: field) {
                fields[index].record = record
                fields[index].filledFromRecord = spec.fields.indices.contains {
                    $0 < index && spec.fields[$0].recordGroup == field.recordGroup && draft.records[spec.fields[$0].id] == key
                }
            }
        }
        markLookedUpRecords()
        // The person goes on where they were (a field the form no longer has: the first).
        if let focus = draft.focus, let field = spec.fields.firstIndex(where: { $0.id == focus }) { focused = field }
        storedDraft = draft.isEmpty ? nil : draft
    }

    /// Puts `draft`'s values in the form as `restoreValues` does, the stored
    /// draft left as it was: a correction's or a verification's values are
    /// not the window's draft.
    mutating func showValues(_ draft: Draft) {
        let kept = storedDraft
        restoreValues(draft)
        storedDraft = kept
    }

    /// A draft or a saved entry keeps values and record keys, not who chose
    /// them: a record a lookup gives from the record chosen before it is
    /// taken as looked up, so changing that choice changes it, as in a new
    /// entry (a corrected city takes its new country along).
    mutating func markLookedUpRecords() {
        for (index, field) in spec.fields.enumerated() {
            guard let looking = field.lookup, let group = field.recordGroup,
                  let from = spec.fields.firstIndex(where: { $0.id == looking.from }),
                  let chosen = fields[from].record,
                  let record = lookedUpRecord(for: index, from: from, record: chosen) else { continue }
            for other in fields.indices where spec.fields[other].recordGroup == group && fields[other].record == record {
                fields[other].filledFromRecord = true
            }
        }
    }

    /// Something the person should know from opening the form (a damaged
    /// draft set aside, a folder that cannot be written): shown in the banner.
    public mutating func announce(_ notices: [String]) {
        guard !notices.isEmpty else { return }
        banner = ([banner].compactMap { $0 } + notices).joined(separator: "\n")
    }

    /// Whether `record` holds `text` in the field's column (case and
    /// accents aside).
    func recordSays(_ text: String, record: Int, of field: FieldSpec) -> Bool {
        guard let source = field.source, let column = field.column,
              let value = lookup.value(of: record, column: column, in: source) else { return false }
        return TextFolding.fold(value) == TextFolding.fold(text)
    }
}

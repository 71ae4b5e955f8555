/// Fields that take their record from another source (`lookup`), by a value
/// of the record chosen elsewhere. They follow the rules of linked fields:
/// only what is empty or was filled by a record is filled, and changing or
/// clearing the record they came from changes or clears them.
extension FormMachine {
    /// Fills the records looked up from `group`'s record, and those looked
    /// up from them in turn (each group once, so a cycle ends).
    mutating func applyLookups(from group: String, visited: Set<String> = []) {
        var visited = visited
        visited.insert(group)
        for (index, field) in spec.fields.enumerated() {
            guard let lookup = field.lookup, let target = field.recordGroup, !visited.contains(target),
                  let from = spec.fields.firstIndex(where: { $0.id == lookup.from }),
                  spec.fields[from].recordGroup == group, !isChosenByPerson(target) else { continue }
            clearFilled(target)
            if let record = fields[from].record, let record = lookedUpRecord(for: index, from: from, record: record) {
                fill(target, with: record, source: field.source)
            }
            applyLookups(from: target, visited: visited)
        }
    }

    /// Clears what was looked up from `group`'s record, when it is let go of.
    mutating func clearLookups(from group: String, visited: Set<String> = []) {
        var visited = visited
        visited.insert(group)
        for field in spec.fields {
            guard let lookup = field.lookup, let target = field.recordGroup, !visited.contains(target),
                  spec.fields.first(where: { $0.id == lookup.from })?.recordGroup == group,
                  !isChosenByPerson(target) else { continue }
            clearFilled(target)
            clearLookups(from: target, visited: visited)
        }
    }

    /// The one record of `field`'s source whose `match` column equals the
    /// looked-up value; none when no record or several do.
    func lookedUpRecord(for field: Int, from: Int, record: Int) -> Int? {
        guard let looking = spec.fields[field].lookup, let source = spec.fields[field].source,
              let fromSource = spec.fields[from].source,
              let value = lookup.value(of: record, column: looking.column, in: fromSource),
              !value.trimmingWhitespace().isEmpty else { return nil }
        let matches = lookup.records(of: source, in: looking.match, equalTo: value)
        return matches.count == 1 ? matches[0] : nil
    }

    /// A field of the group holds a record the person chose there; a lookup
    /// leaves such a group alone.
    func isChosenByPerson(_ group: String) -> Bool {
        fields.indices.contains { spec.fields[$0].recordGroup == group && fields[$0].record != nil && !fields[$0].filledFromRecord }
    }

    /// Empties the group's fields that a record filled.
    mutating func clearFilled(_ group: String) {
        for index in fields.indices where spec.fields[index].recordGroup == group && fields[index].filledFromRecord {
            fields[index] = fields[index].replaced(by: FieldModel())
        }
    }

    /// Fills the group's fields that are empty or were filled by a record
    /// with `record`'s values, except `chooser`, the field it was chosen in.
    mutating func fill(_ group: String, with record: Int, source name: String?, except chooser: Int? = nil) {
        guard let source = name else { return }
        for other in fields.indices where other != chooser && spec.fields[other].recordGroup == group {
            guard fields[other].text.isEmpty || fields[other].filledFromRecord,
                  let column = spec.fields[other].column,
                  let value = lookup.value(of: record, column: column, in: source) else { continue }
            fields[other].text = value
            fields[other].record = record
            fields[other].filledFromRecord = true
            fields[other].suggestions = []
            fields[other].isListOpen = false
            fields[other].generation += 1
        }
    }
}

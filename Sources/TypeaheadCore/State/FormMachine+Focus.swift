/// Where the keyboard focus is, as the machine counts it. The machine moves
/// it itself (Return, Tab, a refused save), so a key that waited is decided
/// in the field the keys before it led to, whatever GTK reports later.
extension FormMachine {
    public var focusedField: Int? { focused }

    /// A request for this field's current text has not been answered yet.
    public func awaitsAnswer(_ field: Int) -> Bool {
        fields.indices.contains(field) && fields[field].isAwaiting
    }

    /// The fields whose sources a `key` in `field` may read: the field, or
    /// every field for a save (the save key, or Return in the last field),
    /// and of those only the ones holding typed text no record stands for.
    /// An empty field, or one a record filled, is decided without its
    /// source, so a key there never waits for its index to be built.
    public func fieldsReadBy(_ key: FieldKey, in field: Int) -> [Int] {
        // With `skipFilled`, a Return may save from any field (the fields
        // after it filled by the row it takes).
        let saves = key == .save || (key == .enter && (field == spec.fields.count - 1 || spec.skipsFilled))
        let reached = saves ? Array(fields.indices) : fields.indices.contains(field) ? [field] : []
        return reached.filter { fields[$0].record == nil && !fields[$0].text.isEmpty }
    }

    /// Whether an editing key in `field` waits for the answer on its way:
    /// only where an answer is the engine's, which comes within moments.
    /// A server may hang for its whole timeout; there an editing key acts
    /// on what the field shows (nothing completed while the answer is out),
    /// and the answer to the text it replaced is dropped.
    public func editWaitsForAnswer(_ field: Int) -> Bool {
        awaitsAnswer(field) && serverTitle(of: field) == nil
    }

    /// Moves the focus to `field`, leaving the focused one as a person
    /// leaving it would (its list closes, its errors show), and asks the
    /// window to follow.
    mutating func moveFocus(to field: Int, showingErrors: Bool = true) -> FormEffect {
        if let previous = focused, previous != field {
            if showingErrors {
                leave(previous)
            } else {
                closeList(previous)
            }
        }
        focused = field
        return .moveFocus(field: field)
    }

    /// Where the window puts the keyboard when it opens: the field the
    /// machine has focused, else the first one a keyer keys (never a hidden
    /// or automatic value, which the window cannot focus).
    public var fieldToFocus: Int {
        if let focused { return focused }
        let ruled = ruled
        return fields.indices.first { isKeyed($0, in: ruled) && !spec.fields[$0].hidden } ?? 0
    }

    /// Where keying starts after a save: the first field that needs keying.
    /// A sticky field that holds its value is passed over, so the next
    /// record's first keys never overwrite it; all held: the first field.
    var firstFieldToKey: Int {
        let ruled = ruled
        let keyed = fields.indices.filter { isKeyed($0, in: ruled) }
        return keyed.first { fields[$0].text.isEmpty } ?? keyed.first ?? 0
    }

    /// The field Return goes on to from `field`: the next one, or with the
    /// form's `skipFilled` the next one a record did not fill; nil past the
    /// last, where Return saves.
    func fieldAfter(_ field: Int) -> Int? {
        let ruled = ruled
        return fields.indices.dropFirst(field + 1).first { next in
            isKeyed(next, in: ruled) && (!spec.skipsFilled || !fields[next].filledFromRecord || fields[next].text.isEmpty)
        }
    }

    /// The field Tab (`forward`) or Shift+Tab reaches from `field`: the
    /// next one keyed, passing over those not asked, calculated or read-only.
    func keyedField(from field: Int, forward: Bool) -> Int? {
        let ruled = ruled
        let candidates = forward ? Array(fields.indices.dropFirst(field + 1)) : Array(fields.indices.prefix(max(field, 0)).reversed())
        return candidates.first { isKeyed($0, in: ruled) }
    }

    /// Leaving a field closes its list and shows its errors.
    mutating func leave(_ field: Int) {
        endStop(field) // the keyer went elsewhere: no key waits for this field
        closeList(field)
        fields[field].showsError = true
    }

    /// The typed text with the inline completion after it, when one shows.
    public func completedText(_ field: Int) -> String? {
        guard fields.indices.contains(field), focused == field, let completion = fields[field].completion else { return nil }
        return fields[field].text + completion
    }
}

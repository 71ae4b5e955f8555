import Foundation
import TypeaheadEngine
import TypeaheadForms

/// Reads a line of a file of saved entries (JSON Lines, as
/// `SubmissionWriter` writes them) with the full JSON parser, refusing
/// what Typeahead did not write there at the line and column it is written.
/// A line without an `id` (written before entries had ids) is known by its
/// line number. `EntryLineScanner` reads the usual lines faster; this
/// reads the rest and says what is wrong.
struct EntryFileReader {
    let path: String

    static let members: Set<String> = ["id", "supersedes", "deletes", "submitted", "form", "values", "records", "enteredBy", "keying", "duplicate", "overrides", "verifies", "verification", "reason"]

    /// One line alone (without its newline), the line `number` of the file.
    func line(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) throws(LoadError) -> EntryLogLine {
        do throws(LoadError) {
            var parser = JSONParser(bytes: bytes)
            parser.skipWhitespace()
            let node: JSONNode
            do {
                node = try parser.parseLine()
            } catch {
                throw LoadError(path: path, error)
            }
            return try line(from: node, number: number)
        } catch {
            throw LoadError(path: path, line: error.line.map { $0 + number - 1 }, column: error.column, message: error.message)
        }
    }

    private func line(from node: JSONNode, number: Int) throws(LoadError) -> EntryLogLine {
        let object = try JSONObjectReader(node, path: path, what: .savedEntry, allowed: Self.members)
        let id = try entryID(object, "id", numbers: false) ?? .line(number)
        let submitted = try time(object)
        let form = try submittedForm(object)
        let enteredBy = try object.string("enteredBy")
        if let deletes = try entryID(object, "deletes", numbers: true) {
            for name in ["values", "records", "supersedes", "keying", "duplicate", "overrides", "verifies", "verification"] {
                if let extra = object.members[name] {
                    throw LoadError(path: path, line: extra.keyLine, column: extra.keyColumn,
                                    // TRANSLATORS: %1$s is the name of a JSON property, such as 'values'.
                                    message: translated("a deletion has no '%1$s'", name))
                }
            }
            var deletion = EntryDeletion(id: id, deletes: deletes, submitted: submitted, form: form)
            deletion.enteredBy = enteredBy
            deletion.reason = try object.string("reason")
            return .deletion(deletion, line: number)
        }
        guard let values = object.node("values") else {
            throw object.error(node, translated("a saved entry needs 'values' (or 'deletes', for a deletion)"))
        }
        var kinds = ValueKinds()
        var entry = Submission(id: id, supersedes: try entryID(object, "supersedes", numbers: true), submitted: submitted,
                               form: form, values: try texts(values, of: "values", kinds: &kinds),
                               records: try records(object))
        // Numbers and lists stay what they were written as, in an export too.
        entry.numbers = kinds.numbers
        entry.lists = kinds.lists
        entry.enteredBy = enteredBy
        entry.keying = try keying(object)
        entry.duplicate = try duplicate(object)
        entry.overrides = try overrides(object)
        entry.verification = try verification(object, supersedes: entry.supersedes)
        entry.reason = try object.string("reason")
        return .entry(entry, line: number)
    }

    /// A UUID as a string; where `numbers`, also the line number of an entry saved without one.
    private func entryID(_ object: JSONObjectReader, _ name: String, numbers: Bool) throws(LoadError) -> EntryID? {
        guard let node = object.node(name) else { return nil }
        switch node.value {
        case .string(let text) where !text.isEmpty:
            return .uuid(text)
        case .number(let literal) where numbers:
            guard let line = Int(literal), line > 0 else {
                // TRANSLATORS: %1$s is the name of a JSON property, such as 'supersedes'; %2$s the number found.
                throw object.error(node, translated("'%1$s' must be an entry's id or a line number, found %2$s", name, literal))
            }
            return .line(line)
        default:
            if numbers {
                // TRANSLATORS: %1$s is the name of a JSON property, such as 'supersedes'; %2$s what was found, such as "a boolean".
                throw object.error(node, translated("'%1$s' must be an entry's id or a line number, found %2$s", name, node.value.typeName))
            }
            // TRANSLATORS: %1$s is the name of a JSON property, such as 'id'; %2$s what was found, such as "a boolean".
            throw object.error(node, translated("'%1$s' must be an entry's id, found %2$s", name, node.value.typeName))
        }
    }

    private func time(_ object: JSONObjectReader) throws(LoadError) -> Date {
        let text = try object.requiredString("submitted", in: .savedEntry)
        guard let seconds = EntryTimestamp.seconds(text.utf8) else {
            // TRANSLATORS: 'submitted' is the name of a JSON property; %1$s is the text found there.
            throw object.error(object.node("submitted")!,
                               translated("'submitted' must be a time such as 2027-01-15T08:00:00Z, found '%1$s'", text))
        }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private func submittedForm(_ object: JSONObjectReader) throws(LoadError) -> SubmittedForm? {
        guard let node = object.node("form") else { return nil }
        let form = try JSONObjectReader(node, path: path, what: .keyword("form"), allowed: ["title", "file"])
        return SubmittedForm(title: try form.requiredString("title", in: .keyword("form")), file: try form.string("file"))
    }

    /// How the entry was keyed (`EntryKeying`): counts and seconds, none below 0.
    /// `"overrides": {FIELD: REASON, …}`, each reason a non-empty text, each field once.
    private func overrides(_ object: JSONObjectReader) throws(LoadError) -> [(id: String, reason: String)] {
        guard let node = object.node("overrides") else { return [] }
        guard case .object(let members) = node.value else {
            throw LoadError(path: path, line: node.line, column: node.column,
                            message: translated("'%1$s' must be an object, found %2$s", "overrides", node.value.typeName))
        }
        var overrides: [(id: String, reason: String)] = []
        for member in members {
            guard !overrides.contains(where: { $0.id == member.key }) else {
                throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                message: translated("'%1$s' gives '%2$s' twice", "overrides", member.key))
            }
            guard case .string(let reason) = member.value.value, !reason.isEmpty else {
                // TRANSLATORS: a saved line's overrides: %1$s a field id, whose reason must be a text that is not empty.
                throw LoadError(path: path, line: member.value.line, column: member.value.column,
                                message: translated("the reason for overriding '%1$s' must be a text", member.key))
            }
            overrides.append((member.key, reason))
        }
        return overrides
    }

    /// `"verifies": ID` with `"verification": {...}` (`EntryVerification`),
    /// both or neither, naming the version the line `supersedes`.
    private func verification(_ object: JSONObjectReader, supersedes: EntryID?) throws(LoadError) -> EntryVerification? {
        let verifies = try entryID(object, "verifies", numbers: true)
        guard let node = object.node("verification") else {
            guard verifies == nil else { throw object.error(object.node("verifies")!, translated("'%1$s' needs '%2$s'", "verifies", "verification")) }
            return nil
        }
        guard let verifies else { throw object.error(node, translated("'%1$s' needs '%2$s'", "verification", "verifies")) }
        guard verifies == supersedes else {
            // TRANSLATORS: 'verifies' and 'supersedes' are JSON properties of a saved line; they must name the same entry.
            throw object.error(object.node("verifies")!, translated("'verifies' must name the entry the line 'supersedes'"))
        }
        let members = try JSONObjectReader(node, path: path, what: .keyword("verification"), allowed: ["keyer", "keys", "outcomes"])
        var verification = EntryVerification(keyer: try members.string("keyer") ?? "", keys: try members.positiveInt("keys", allowZero: true) ?? 0,
                                             outcomes: [])
        guard let outcomes = members.node("outcomes") else { return verification }
        _ = try texts(outcomes, of: "outcomes") // an object of texts, each field once
        guard case .object(let list) = outcomes.value else { return verification }
        for member in list {
            guard case .string(let text) = member.value.value, let outcome = EntryVerification.Outcome(rawValue: text) else {
                // TRANSLATORS: a verified field's outcome: %1$s the field id; 'keyer' and 'verifier' are written as they are.
                throw LoadError(path: path, line: member.value.line, column: member.value.column,
                                message: translated("the outcome for '%1$s' must be 'keyer' or 'verifier'", member.key))
            }
            verification.outcomes.append((member.key, outcome))
        }
        return verification
    }

    /// `"duplicate": {"of": ID, "reason": TEXT}`, both given.
    private func duplicate(_ object: JSONObjectReader) throws(LoadError) -> EntryDuplicate? {
        guard let node = object.node("duplicate") else { return nil }
        let members = try JSONObjectReader(node, path: path, what: .keyword("duplicate"), allowed: ["of", "reason"])
        guard let of = try entryID(members, "of", numbers: true) else {
            throw members.error(node, translated("'%1$s' needs '%2$s'", "duplicate", "of"))
        }
        guard let reason = try members.string("reason"), !reason.isEmpty else {
            throw members.error(node, translated("'%1$s' needs '%2$s'", "duplicate", "reason"))
        }
        return EntryDuplicate(of: of, reason: reason)
    }

    private func keying(_ object: JSONObjectReader) throws(LoadError) -> EntryKeying? {
        guard let node = object.node("keying") else { return nil }
        let members = try JSONObjectReader(node, path: path, what: .keyword("keying"), allowed: ["keys", "seconds", "accepted", "saved", "fields"])
        var keying = EntryKeying()
        keying.keys = try members.positiveInt("keys", allowZero: true) ?? 0
        keying.accepted = try members.positiveInt("accepted", allowZero: true) ?? 0
        keying.saved = try members.positiveInt("saved", allowZero: true) ?? 0
        keying.seconds = try seconds(members.node("seconds"), "seconds") ?? 0
        if let fields = members.node("fields") {
            guard case .object(let list) = fields.value else {
                throw LoadError(path: path, line: fields.line, column: fields.column,
                                message: translated("'%1$s' must be an object, found %2$s", "fields", fields.value.typeName))
            }
            var seen: Set<String> = []
            for member in list {
                guard seen.insert(member.key).inserted else {
                    throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                    message: translated("'%1$s' gives '%2$s' twice", "fields", member.key))
                }
                keying.fields.append((member.key, try seconds(member.value, member.key) ?? 0))
            }
        }
        return keying
    }

    /// A number of seconds, 0 or more.
    private func seconds(_ node: JSONNode?, _ name: String) throws(LoadError) -> Double? {
        guard let node else { return nil }
        guard case .number(let literal) = node.value, let seconds = Double(literal), seconds >= 0, seconds.isFinite else {
            // TRANSLATORS: %1$s is the name of a JSON property, such as 'seconds'.
            throw LoadError(path: path, line: node.line, column: node.column, message: translated("'%1$s' must be a number of seconds, 0 or more", name))
        }
        return seconds
    }

    private func records(_ object: JSONObjectReader) throws(LoadError) -> [(id: String, key: String)] {
        guard let node = object.node("records") else { return [] }
        return try texts(node, of: "records").map { (id: $0.id, key: $0.text) }
    }

    /// The values written as JSON numbers, and as arrays.
    struct ValueKinds {
        var numbers: Set<String> = []
        var lists: Set<String> = []
    }

    /// An object of field ids and their texts, in the order written.
    private func texts(_ node: JSONNode, of name: String) throws(LoadError) -> [(id: String, text: String)] {
        var kinds = ValueKinds()
        return try texts(node, of: name, kinds: &kinds)
    }

    private func texts(_ node: JSONNode, of name: String, kinds: inout ValueKinds) throws(LoadError) -> [(id: String, text: String)] {
        guard case .object(let members) = node.value else {
            throw LoadError(path: path, line: node.line, column: node.column,
                            // TRANSLATORS: %1$s is the name of a JSON property, such as 'values'; %2$s what was found, such as "a string".
                            message: translated("'%1$s' must be an object, found %2$s", name, node.value.typeName))
        }
        var texts: [(id: String, text: String)] = []
        var seen: Set<String> = []
        for member in members {
            guard seen.insert(member.key).inserted else {
                throw LoadError(path: path, line: member.keyLine, column: member.keyColumn,
                                // TRANSLATORS: %1$s is the name of a JSON property, such as 'values'; %2$s a field's id.
                                message: translated("'%1$s' gives '%2$s' twice", name, member.key))
            }
            switch member.value.value {
            case .string(let text): texts.append((member.key, text))
            case .number(let literal):
                texts.append((member.key, literal))
                kinds.numbers.insert(member.key)
            case .array(let items) where name == "values" && items.allSatisfy({ if case .string = $0.value { true } else { false } }):
                // Several options (a `choices` field): kept as XPath and CSV write them, space-separated.
                texts.append((member.key, items.compactMap { if case .string(let text) = $0.value { text } else { nil } }.joined(separator: " ")))
                kinds.lists.insert(member.key)
            default:
                throw LoadError(path: path, line: member.value.line, column: member.value.column,
                                // TRANSLATORS: %1$s is the name of a JSON property, such as 'values'; %2$s what was found,
                                // such as "an array"; %3$s a field's id.
                                message: translated("'%1$s' holds text, found %2$s for '%3$s'", name,
                                                    member.value.value.typeName, member.key))
            }
        }
        return texts
    }
}

import Foundation
import TypeaheadEngine

/// A draft's file: `{"form": PATH, "values": {…}, "records": {…}}`, with
/// `"focus": FIELD-ID` (where the person was), `"saving": LINE` while its
/// entry is being saved, `"withdrawing": LINE` while its save is taken
/// back, and `"corrects": ID` in a correction's draft.
enum DraftFile {
    static func read(path: String) throws(LoadError) -> Draft {
        let document = try DataFileLoader.readJSON(path: path)
        guard case .object(let members) = document.value else {
            throw LoadError(path: path, line: document.line, column: document.column, message: translated("a draft must be an object"))
        }
        var draft = Draft(values: [:], records: [:])
        for member in members where ["saving", "withdrawing", "focus"].contains(member.key) {
            guard case .string(let text) = member.value.value else {
                throw LoadError(path: path, line: member.value.line, column: member.value.column, message: translated("'%1$s' must be a string", member.key))
            }
            switch member.key {
            case "saving": draft.savingLine = text
            case "withdrawing": draft.withdrawingLine = text
            default: draft.focus = text
            }
        }
        if let member = members.first(where: { $0.key == "corrects" }) {
            switch member.value.value {
            case .string(let id): draft.corrects = .uuid(id)
            case .number(let number) where Int(number) != nil: draft.corrects = .line(Int(number)!)
            default:
                throw LoadError(path: path, line: member.value.line, column: member.value.column,
                                message: translated("'%1$s' must be an entry's id", member.key))
            }
        }
        for member in members where member.key == "values" || member.key == "records" {
            guard case .object(let entries) = member.value.value else {
                throw LoadError(path: path, line: member.value.line, column: member.value.column,
                                message: translated("'%1$s' must be an object of strings", member.key))
            }
            for entry in entries {
                guard case .string(let text) = entry.value.value else {
                    throw LoadError(path: path, line: entry.value.line, column: entry.value.column,
                                    message: translated("'%1$s' must be a string", entry.key))
                }
                if member.key == "values" { draft.values[entry.key] = text } else { draft.records[entry.key] = text }
            }
        }
        return draft
    }

    static func text(of draft: Draft, formPath: String) -> String {
        func object(_ entries: [String: String]) -> String {
            "{" + entries.sorted { $0.key < $1.key }.map { "\(JSONText.quoted($0.key)): \(JSONText.quoted($0.value))" }
                .joined(separator: ", ") + "}"
        }
        var members = [("form", JSONText.quoted(formPath)), ("values", object(draft.values)),
                       ("records", object(draft.records))]
        if let focus = draft.focus { members.append(("focus", JSONText.quoted(focus))) }
        if let line = draft.savingLine { members.append(("saving", JSONText.quoted(line))) }
        if let line = draft.withdrawingLine { members.append(("withdrawing", JSONText.quoted(line))) }
        if let version = draft.corrects { members.append(("corrects", version.json)) }
        return JSONText.object(members) + "\n"
    }
}

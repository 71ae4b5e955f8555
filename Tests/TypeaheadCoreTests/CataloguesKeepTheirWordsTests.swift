import Foundation
import Testing
@testable import TestSupport

/// A TRANSLATORS note that says `keep "stats" and "FILE"` names words a
/// person types or reads back as they are (a command, an option, the
/// placeholder the help's other lines use). Every translation in po/
/// must carry each such word: German's stats lines once said DATEI where
/// the rest of its help says FILE.
@Suite("Catalogues keep the words their notes name", .timeLimit(minutes: 5), .hangWatchdog)
struct CataloguesKeepTheirWordsTests {
    /// One message of a catalogue: its translators' note, its msgid and
    /// each msgstr, as written (quoted lines joined, escapes kept).
    struct Message {
        var note = ""
        var id = ""
        var translations: [String] = []
    }

    static func messages(of text: String) -> [Message] {
        var found: [Message] = []
        var current = Message()
        var reading = ""
        func finish() {
            if !current.id.isEmpty { found.append(current) }
            current = Message()
        }
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#. ") {
                if reading == "msgstr" { finish() }
                reading = "note"
                current.note += (current.note.isEmpty ? "" : " ") + line.dropFirst(3)
            } else if line.hasPrefix("msgid ") {
                if reading == "msgstr" { finish() }
                reading = "msgid"
                current.id = Self.unquoted(line.dropFirst(6))
            } else if line.hasPrefix("msgstr") {
                reading = "msgstr"
                current.translations.append(Self.unquoted(line.drop { $0 != " " }.dropFirst()))
            } else if line.hasPrefix("\"") {
                if reading == "msgid" {
                    current.id += Self.unquoted(line)
                } else if reading == "msgstr", !current.translations.isEmpty {
                    current.translations[current.translations.count - 1] += Self.unquoted(line)
                }
            } else if line.isEmpty {
                finish()
                reading = ""
            }
        }
        finish()
        return found
    }

    static func unquoted(_ line: Substring) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }

    /// The quoted words a note asks to keep: after each "keep ", the list's
    /// items joined by ", " or " and ", up to the first that is not quoted
    /// (`keep "verify" and the option, lined up under "Usage:"` keeps
    /// only verify).
    static func keptWords(of note: String) -> [String] {
        var words: [String] = []
        for clause in note.components(separatedBy: "keep ").dropFirst() {
            var rest = Substring(clause)
            while rest.hasPrefix("\""), let close = rest.dropFirst().firstIndex(of: "\"") {
                words.append(String(rest[rest.index(after: rest.startIndex)..<close]))
                rest = rest[rest.index(after: close)...]
                if rest.hasPrefix(", ") { rest = rest.dropFirst(2) } else if rest.hasPrefix(" and ") { rest = rest.dropFirst(5) } else { break }
            }
        }
        return words
    }

    @Test func aNotesListEndsAtItsFirstUnquotedItem() {
        #expect(Self.keptWords(of: #"TRANSLATORS: keep "stats" and "FILE"."#) == ["stats", "FILE"])
        #expect(Self.keptWords(of: #"keep "typeahead", "verify" and the option, lined up under "Usage:"'s first command."#) == ["typeahead", "verify"])
        #expect(Self.keptWords(of: #"keep it, with a "reason"."#).isEmpty)
        #expect(Self.keptWords(of: #"keep "--sample"; %1$s is what was given"#) == ["--sample"])
    }

    @Test func everyTranslationKeepsTheWordsItsNoteNames() throws {
        let listed = try String(contentsOf: PackageCommand.root.appendingPathComponent("po/LINGUAS"), encoding: .utf8)
        let languages = listed.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        #expect(languages.count >= 3)
        for language in languages { try check(language: language) }
    }

    func check(language: String) throws {
        let file = PackageCommand.root.appendingPathComponent("po/\(language).po")
        let messages = Self.messages(of: try String(contentsOf: file, encoding: .utf8))
        #expect(messages.count > 600, "po/\(language).po was not read: \(messages.count) messages")
        var notesWithWords = 0
        for message in messages {
            let kept = Self.keptWords(of: message.note).filter { message.id.contains($0) }
            if !kept.isEmpty { notesWithWords += 1 }
            for translation in message.translations where !translation.isEmpty {
                let lost = kept.filter { !translation.contains($0) }
                #expect(lost.isEmpty, "po/\(language).po: the translation of \"\(message.id.prefix(60))\" drops \(lost), which its note says to keep")
            }
        }
        #expect(notesWithWords >= 10, "po/\(language).po: only \(notesWithWords) notes name words to keep")
    }
}

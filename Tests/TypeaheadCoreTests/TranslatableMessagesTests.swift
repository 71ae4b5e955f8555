import Foundation
import Testing
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine

/// Every message a person reads or hears goes through the gettext markers
/// (`translated`…), and po/typeahead.pot holds every one of them, so each
/// can be translated (issue 22). Swift has no xgettext parser: the markers
/// take plain literals, which xgettext reads as C's.
@Suite("Translatable messages", .timeLimit(minutes: 5), .hangWatchdog)
struct TranslatableMessagesTests {
    /// The msgids (each with its context) of a .pot or .po file, as
    /// written there (quoted, escapes kept): the header's empty id left out.
    static func messages(of text: String) -> Set<String> {
        var found = Set<String>()
        var context = "", id = "", reading = ""
        func finish() {
            if !id.isEmpty { found.insert(context + "\u{4}" + id) }
            context = ""
            id = ""
        }
        for line in text.split(separator: "\n") {
            if line.hasPrefix("msgctxt ") {
                finish()
                reading = "msgctxt"
                context = String(line.dropFirst(8))
            } else if line.hasPrefix("msgid ") {
                if reading != "msgctxt" { finish() }
                reading = "msgid"
                id = String(line.dropFirst(6))
            } else if line.hasPrefix("msgid_plural") || line.hasPrefix("msgstr") {
                reading = "msgstr"
            } else if line.hasPrefix("\"") {
                if reading == "msgctxt" { context += line } else if reading == "msgid" { id += line }
            }
        }
        finish()
        return found.filter { !$0.hasSuffix("\u{4}\"\"") }
    }

    /// The template extracted afresh (`scripts/translations.sh pot`, into a
    /// folder of its own) must list the same sources and no message the
    /// committed one lacks.
    @Test func thePotHoldsEveryMarkedMessage() throws {
        let fresh = FileManager.default.temporaryDirectory.appendingPathComponent("typeahead-pot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: fresh, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: fresh) }
        _ = try PackageCommand.output(["bash", "scripts/translations.sh", "pot", fresh.path])
        let listed = try String(contentsOf: PackageCommand.root.appendingPathComponent("po/POTFILES"), encoding: .utf8)
        #expect(try String(contentsOf: fresh.appendingPathComponent("POTFILES"), encoding: .utf8) == listed,
                "po/POTFILES is not the list of sources that mark messages: run scripts/translations.sh pot")
        let extracted = Self.messages(of: try String(contentsOf: fresh.appendingPathComponent("typeahead.pot"), encoding: .utf8))
        let committed = Self.messages(of: try String(contentsOf: PackageCommand.root.appendingPathComponent("po/typeahead.pot"), encoding: .utf8))
        #expect(!extracted.isEmpty)
        let missing = extracted.subtracting(committed).sorted()
        #expect(missing.isEmpty, "po/typeahead.pot lacks \(missing.count) messages (run scripts/translations.sh update): \(missing.prefix(5))")
    }

    /// Literals where the window shows text, not passed through a marker:
    /// a new label, tooltip, toast or error written as a bare string.
    static let bareVisibleText = [
        #"(\.text|\.tooltip|placeholder|heading|body|title|description|label)\s*[:=]\s*"[A-Za-z]"#,
        #"(Label|setAccessibleLabel|setTooltip|setListLabel|appendSubmenu|toasts\.show|SearchEntry\(placeholder:)\(\s*"[A-Za-z]"#,
        #"message:\s*"[A-Za-z]"#,
        #"Error\("[A-Za-z]"#,
    ]

    @Test func noVisibleTextIsABareString() throws {
        var bare: [String] = []
        let folders = ["Typeahead", "TypeaheadCore", "TypeaheadStorage", "TypeaheadEngine", "TypeaheadPostgres"].map { "Sources/" + $0 }
        let sources = try PackageCommand.output(["grep", "-rnE", Self.bareVisibleText.joined(separator: "|")] + folders + ["--include=*.swift"],
                                   nothingFoundIsFine: true)
        // Not text: queue names, traces, doc comments; and lines that say
        // why they are not translated ("a name: not translated").
        let notText = ["translated", "///", "trace", "DispatchQueue(label:", "Logger(label:", "fatalError(", "not shown", "not translated"]
        for line in sources.split(separator: "\n") where !notText.contains(where: line.contains) {
            bare.append(String(line))
        }
        #expect(bare.isEmpty, "visible text not marked for translation:\n\(bare.prefix(20).joined(separator: "\n"))")
    }

    @Test(arguments: [
        ("Saved %1$s", ["a.jsonl"], "Saved a.jsonl"),
        ("%2$s before %1$s", ["one", "two"], "two before one"),
        ("%s and %s", ["a", "b"], "a and b"),
        ("%1$d of %2$d", ["3", "8"], "3 of 8"),
        ("100 %% sure", [], "100 % sure"),
        ("no placeholders", ["x"], "no placeholders"),
        ("a stray % sign", [], "a stray % sign"),
    ])
    func argumentsGoInTheirPlaces(template: String, arguments: [String], filled: String) {
        #expect(MessageArguments.fill(template, arguments) == filled)
    }

    @Test(arguments: [
        (1_234_567, ",", [3], "1,234,567"), (1_234_567, ".", [3], "1.234.567"), (1_234_567, "\u{202F}", [3], "1\u{202F}234\u{202F}567"),
        (-1_234, ",", [3], "-1,234"), (999, ",", [3], "999"), (12_345_678, ",", [3, 2], "1,23,45,678"),
        (1_234_567, "", [3], "1234567"), (1_234_567, ",", [], "1234567"), (0, ",", [3], "0"),
    ])
    func numbersAreGroupedAsTheLocaleSays(number: Int, separator: String, sizes: [Int], text: String) {
        #expect(LocaleNumbers.grouped(number, separator: separator, sizes: sizes) == text)
    }

    /// With no catalogue (the tests, the C locale) a message stays as written.
    @Test func withoutACatalogueTheEnglishIsKept() {
        #expect(translated("Save the entry (Ctrl+Return)") == "Save the entry (Ctrl+Return)")
        #expect(translatedPlural("%1$d entry", "%1$d entries", count: 1, 1) == "1 entry")
        #expect(translatedPlural("%1$d entry", "%1$d entries", count: 3, 3) == "3 entries")
        #expect(translatedWithContext("button", "Open") == "Open")
        // The C locale groups no digits.
        #expect(translatedPlural("%1$d entry", "%1$d entries", count: 1_234_567, 1_234_567) == "1234567 entries")
    }
}

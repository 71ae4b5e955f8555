import PropertyBased
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadStorage

/// Whatever the keys and however late the answers, a plain field ends up
/// with the text a plain GtkEntry would have: `ReferenceEntry`, given the
/// same edits, is the oracle.
@Suite("Text edits match a GtkEntry", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct TextEditsMatchGtkEntryTests {
    /// Letters, what input methods commit for dead keys and Compose (a
    /// precomposed letter, or a letter and its combining accent), a
    /// Devanagari syllable, pastes, and every editing key.
    static let edits: [PersonKey] = ("abz ".map { String($0) } + ["ü", "e\u{301}", "\u{915}\u{93F}"]).map { .edit(.insert($0)) }
        + [.paste("São Paulo"), .paste("l'été"),
           .edit(.backspace), .edit(.backspace), .edit(.delete), .edit(.deleteWordBackward), .edit(.deleteWordForward),
           .edit(.cut), .edit(.left), .edit(.left), .edit(.right), .edit(.home), .edit(.end), .edit(.selectAll)]
    static let editSequence = Gen<PersonKey?>.element(of: edits).map { $0! }.array(of: 1...30)
    static let seed = Gen.int(in: 0...Int(Int32.max))

    /// A city that waits for its answer, then notes, a plain field.
    static func form() -> FormDriver {
        let folder = TestForms.folder()
        _ = TestForms.write(TestForms.citiesTSV, named: "cities.tsv", in: folder)
        let path = TestForms.write("""
            {
              "title": "Visit",
              "sources": { "cities": { "file": "cities.tsv", "key": "id", "weight": "population" } },
              "fields": [
                { "id": "city", "label": "City", "source": "cities", "column": "name" },
                { "id": "notes", "label": "Notes" }
              ]
            }
            """, named: "visit.form.json", in: folder)
        return FormDriver(try! LoadedForm.load(formPath: path))
    }

    /// "zur" and Return in City, then the edits in Notes. With a seed, the
    /// index and the answers come late, at random keys: the edits wait
    /// behind the Return, and go on while answers arrive.
    static func notes(after edits: [PersonKey], delayed seed: Int?) -> String {
        let form = form()
        var random = SplitMix(seed: UInt64(seed ?? 0))
        if seed != nil {
            form.answersAtOnce = false
            form.matcher.isIndexed = false
        }
        for letter in "zur" { form.hit(.edit(.insert(String(letter)))) }
        form.hit(.field(.enter))
        for key in edits {
            form.hit(key)
            guard seed != nil else { continue }
            if !form.matcher.isIndexed, random.next() % 3 == 0 {
                form.matcher.isIndexed = true
                form.session.resume()
            }
            while !form.pending.isEmpty, random.next() % 2 == 0 { form.matcher.answer(0) }
        }
        form.matcher.isIndexed = true
        form.session.resume()
        form.answerAll()
        #expect(form.state.focusedField == 1)
        #expect(form.state.fields[0].text == "Zürich")
        return form.state.fields[1].text
    }

    @Test func editsInAPlainFieldGiveWhatAGtkEntryGives() async {
        await propertyCheck(count: 300, input: Self.editSequence, Self.seed) { edits, seed in
            var oracle = ReferenceEntry()
            for key in edits {
                switch key {
                case .edit(let edit): oracle.apply(edit)
                case .paste(let text): oracle.apply(.insert(text))
                case .field: break
                }
            }
            let prompt = Self.notes(after: edits, delayed: nil)
            let late = Self.notes(after: edits, delayed: seed)
            #expect(prompt == oracle.text, "edits: \(edits.map(\.description))")
            #expect(late == oracle.text, "edits: \(edits.map(\.description))")
        }
    }
}

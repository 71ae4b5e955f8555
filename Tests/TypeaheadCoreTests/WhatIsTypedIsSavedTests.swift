import PropertyBased
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore

/// Text that reaches a field (committed by the input method, with its dead
/// keys and Compose; pasted; cut; deleted by word) lands where it would
/// have landed had the person waited, edited as a GtkEntry edits it.
@Suite("What is typed is saved", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct WhatIsTypedIsSavedTests {
    /// Edits in a plain field: what an input method commits (precomposed
    /// and decomposed accents, a Ctrl+Shift+U character), pastes, and the
    /// deleting, cutting and caret keys.
    static let edits: [PersonKey] = ["a", "ü", "é", "e\u{301}", "ß", "—", " "].map { .edit(.insert($0)) } + [
        .paste("São Paulo"), .paste("Zü"), .edit(.backspace), .edit(.delete), .edit(.deleteWordBackward),
        .edit(.deleteWordForward), .edit(.cut), .edit(.left), .edit(.right), .edit(.home), .edit(.end), .edit(.selectAll),
    ]
    static let editSequence = Gen<PersonKey?>.element(of: edits).map { $0! }.array(of: 1...30)

    /// The reference: a GtkEntry's text model given the same edits, in a
    /// field entered with the keyboard (an empty text, all selected).
    static func reference(_ keys: [PersonKey]) -> String {
        var entry = EntryBuffer()
        for key in keys {
            switch key {
            case .edit(let edit): entry.apply(edit)
            case .paste(let text): entry.apply(.insert(text))
            case .field: break
            }
        }
        return entry.text
    }

    @Test func editsThatWaitForAnIndexEqualAGtkEntrysText() async {
        await propertyCheck(count: 200, input: Self.editSequence, ExactAtAnySpeedTests.seed) { edits, seed in
            let form = FormDriver(TestForms.tripForm(deferring: true))
            var random = SplitMix(seed: UInt64(seed))
            form.answersAtOnce = false
            form.matcher.isIndexed = false
            // In City, "zur" and Tab: Tab waits for the index and its answer,
            // and the edits wait behind it, meant for the name field (Shift+Tab twice).
            form.send(.focusEntered(field: 1))
            for letter in "zur" { form.hit(.edit(.insert(String(letter)))) }
            form.hit(.field(.backTab))
            let indexedAt = Int(random.next() % UInt64(edits.count + 1))
            for (position, edit) in edits.enumerated() {
                if position == indexedAt {
                    form.matcher.isIndexed = true
                    form.session.resume()
                }
                form.hit(edit)
                if !form.pending.isEmpty, random.next() % 3 == 0 { form.answer() }
            }
            form.matcher.isIndexed = true
            form.session.resume()
            form.answerAll()
            #expect(!form.state.isWaiting)
            #expect(form.state.focusedField == 0)
            #expect(form.state.fields[1].text == "Zürich")
            #expect(form.state.fields[0].text == Self.reference(edits), "edits: \(edits.map(\.description))")
        }
    }

    @Test func pasteWhileTheIndexBuildsGoesToTheNextField() {
        let form = FormDriver(TestForms.tripForm(deferring: true))
        form.matcher.isIndexed = false
        form.send(.focusEntered(field: 1))
        for letter in "zurich" { form.hit(.edit(.insert(String(letter)))) }
        form.hit(.field(.enter)) // waits for the index
        form.hit(.paste("Schweiz")) // meant for Country
        #expect(form.state.isWaiting)
        #expect(form.state.fields[1].text == "zurich")
        form.matcher.isIndexed = true
        form.session.resume()
        form.answerAll() // the answer asked for before the index was there
        #expect(!form.state.isWaiting)
        #expect(form.state.fields[1].text == "Zürich")
        // Country was filled with Switzerland and selected on entering it; the paste replaced it.
        #expect(form.state.fields[2].text == "Schweiz")
        #expect(form.window.texts[2] == "Schweiz")
    }

    @Test func keysAfterASlowPasteWaitForItsText() throws {
        let form = FormDriver(TestForms.tripForm())
        form.answersAtOnce = false
        form.send(.focusEntered(field: 1))
        form.hit(.edit(.insert("z")))
        form.hit(.field(.tab)) // waits for the answer
        let ticket = form.session.beginPaste(inField: 1)
        form.hit(.edit(.insert("!"))) // typed before the clipboard answered
        form.answerAll()
        #expect(form.state.isWaiting) // still: the paste's text has not come
        form.session.finishPaste(ticket, text: "CH")
        #expect(!form.state.isWaiting)
        #expect(form.state.fields[2].text == "CH!")
    }

    @Test func aPasteWithNoTextOnTheClipboardDoesNothing() throws {
        let form = FormDriver(TestForms.tripForm())
        form.answersAtOnce = false
        form.hit(.edit(.insert("A")))
        form.hit(.field(.enter))
        form.hit(.edit(.insert("z")))
        form.hit(.field(.tab))
        let ticket = form.session.beginPaste(inField: 1)
        form.session.finishPaste(ticket, text: nil)
        form.answerAll()
        #expect(!form.state.isWaiting)
        #expect(form.state.focusedField == 2)
        #expect(form.state.fields[2].text == "Switzerland")
    }

    @Test func withNothingWaitingAPasteStillHoldsTheKeysAfterIt() throws {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 0))
        form.hit(.edit(.insert("Ada ")))
        #expect(!form.state.isWaiting)
        // The clipboard answers later, however fast its owner: Ctrl+Return
        // pressed at once must save the pasted text.
        let ticket = form.session.beginPaste(inField: 0)
        #expect(form.state.isWaiting)
        form.hit(.field(.save))
        #expect(form.saved.isEmpty)
        form.session.finishPaste(ticket, text: "Lovelace")
        #expect(!form.state.isWaiting)
        let saved = try #require(form.saved.first)
        #expect(saved.values.first { $0.0 == "name" }?.1 == "Ada Lovelace")
    }

    @Test func aPasteReplacesTheSelectionAsTheEntryWould() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 0))
        form.hit(.edit(.insert("Grace")))
        form.hit(.edit(.selectAll))
        form.hit(.paste("Ada"))
        #expect(form.state.fields[0].text == "Ada")
        #expect(form.window.texts[0] == "Ada")
    }

    @Test func aMiddleButtonPasteIsSavedWhereItWasPressed() throws {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 0))
        form.hit(.edit(.insert("Cafe\u{301}")))
        form.hit(.edit(.home))
        // Past the end of the text: after it, not at the caret.
        form.middleButtonPaste(" Ada", pressedAtX: 200)
        #expect(form.window.texts[0] == "Cafe\u{301} Ada")
        // Over the selection: the paste replaces it.
        form.hit(.edit(.selectAll))
        form.middleButtonPaste("Grace", pressedAtX: 20)
        #expect(form.window.texts[0] == "Grace")
        form.hit(.field(.save))
        let saved = try #require(form.saved.first)
        #expect(saved.values.first { $0.0 == "name" }?.1 == "Grace")
    }

    @Test func textLandingInAFieldLeftBehindGoesWhereThePersonIs() {
        let form = FormDriver(TestForms.tripForm())
        form.hit(.edit(.insert("Ada")))
        form.hit(.field(.enter))
        #expect(form.state.focusedField == 1)
        // A drop or a late middle-button paste reported by the name field's entry.
        #expect(form.session.takesEdits(inField: 0))
        #expect(form.session.send(edit: .insert("Zug"), inField: 0))
        #expect(form.state.fields[0].text == "Ada")
        #expect(form.state.fields[1].text == "Zug")
    }

    @Test func typingOverACompletionReplacesItWhateverTheInputMethodComposed() {
        let form = FormDriver(TestForms.tripForm())
        form.send(.focusEntered(field: 1))
        form.hit(.edit(.insert("z")))
        #expect(form.state.fields[1].completion != nil)
        #expect(form.session.takesEdits(inField: 1))
        form.hit(.edit(.insert("ü"))) // a dead key and u, committed as one
        #expect(form.state.fields[1].text == "zü")
        form.hit(.edit(.deleteWordBackward)) // over the completion: only the completion goes
        #expect(form.state.fields[1].text == "zü")
        #expect(form.state.fields[1].completion == nil)
    }
}

import PropertyBased
import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore
@testable import TypeaheadEngine

/// The outcome is a function of the keys alone: the same keys give the same
/// saved entries whether every answer comes inside its keystroke or late,
/// out of order, with the index still being built.
@Suite("Exact at any speed", .timeLimit(minutes: 5), .hangWatchdog)
@MainActor
struct ExactAtAnySpeedTests {
    /// Letters, and what an input method commits for dead keys and Compose
    /// (precomposed, or a letter and its combining accent).
    static let keys: [PersonKey] = ("zuryspokgan ".map { String($0) } + ["ü", "ã", "e\u{301}"]).map { .edit(.insert($0)) } + [
        .paste("Zü"), .paste("São Paulo"), .edit(.deleteWordBackward), .edit(.cut),
        .edit(.backspace), .edit(.backspace), .edit(.delete), .edit(.left), .edit(.end), .edit(.selectAll),
        .field(.enter), .field(.enter), .field(.enter), .field(.tab), .field(.backTab),
        .field(.down), .field(.down), .field(.up), .field(.escape), .field(.save),
        .field(.undo), .field(.redo), .field(.repeatPrevious),
    ]
    static let keySequence = Gen<PersonKey?>.element(of: keys).map { $0! }.array(of: 1...40)
    /// Decides, after each key, which late answers and timers arrive.
    static let seed = Gen.int(in: 0...Int(Int32.max))

    @Test func lateAnswersSaveWhatPromptAnswersSave() async {
        await propertyCheck(count: 250, input: Self.keySequence, Self.seed) { keys, seed in
            let prompt = Self.run(keys, delayed: nil)
            // The late run's cities are read only when first indexed, as
            // the app reads a large file behind its window.
            let late = Self.run(keys, delayed: seed, deferring: true)
            #expect(late.saved == prompt.saved, "keys: \(keys.map(\.description))")
            #expect(late.texts == prompt.texts, "keys: \(keys.map(\.description))")
        }
    }

    /// What a run leaves behind: the saved entries (values and records) and the fields' texts.
    struct Outcome: Equatable {
        var saved: [[String]]
        var texts: [String]
    }

    /// Types `keys` into the trip form. With a seed, every answer is late:
    /// after each key a random number of answers (in random order) and
    /// spinner timers arrive, and the index is built only at a random key.
    static func run(_ keys: [PersonKey], delayed seed: Int?, deferring: Bool = false) -> Outcome {
        let form = FormDriver(TestForms.tripForm(deferring: deferring))
        var random = SplitMix(seed: UInt64(seed ?? 0))
        if seed != nil {
            form.answersAtOnce = false
            form.matcher.isIndexed = false
        }
        let indexedAt = seed == nil ? 0 : Int(random.next() % UInt64(keys.count + 1))
        for (position, key) in keys.enumerated() {
            if position == indexedAt, !form.matcher.isIndexed {
                form.matcher.isIndexed = true
                form.session.resume()
            }
            form.hit(key)
            guard seed != nil else { continue }
            for _ in 0..<Int(random.next() % 3) {
                if !form.pending.isEmpty, random.next() % 4 != 0 {
                    form.matcher.answer(Int(random.next() % UInt64(form.pending.count)))
                } else if !form.clock.timers.isEmpty {
                    form.clock.fire(Int(random.next() % UInt64(form.clock.timers.count)))
                }
            }
        }
        // Then the person waits for everything to arrive.
        form.matcher.isIndexed = true
        form.session.resume()
        for round in 0...TestClock.firingLimit where !form.pending.isEmpty || !form.clock.timers.isEmpty {
            guard round < TestClock.firingLimit else {
                Issue.record("answers and timers never ran out: each brought more")
                break
            }
            if !form.pending.isEmpty { form.matcher.answer(Int(random.next() % UInt64(form.pending.count))) }
            if !form.clock.timers.isEmpty { form.clock.fire(0) }
        }
        return Outcome(saved: form.saved.map { entry in entry.values.map(\.text) + entry.records.map { "\($0.id)=\($0.key)" } },
                       texts: form.state.fields.map(\.text))
    }

    @Test func returnTypedBeforeTheAnswerTakesTheRowItBrings() {
        let form = FormDriver(TestForms.tripForm())
        form.answersAtOnce = false
        form.hit(.edit(.insert("A")))
        form.hit(.field(.enter))
        for letter in "zur" { form.hit(.edit(.insert(String(letter)))) }
        form.hit(.field(.enter)) // before any answer: it waits
        for letter in "ab" { form.hit(.edit(.insert(String(letter)))) } // and these wait behind it
        #expect(form.state.isWaiting)
        #expect(form.state.fields[1].text == "zur")
        form.answerAll()
        #expect(!form.state.isWaiting)
        #expect(form.state.fields[1].text == "Zürich")
        #expect(form.state.focusedField == 2)
        // Switzerland was filled from Zürich and selected on entering the field; the typing replaced it.
        #expect(form.state.fields[2].text == "ab")
    }

    /// Found by `lateAnswersSaveWhatPromptAnswersSave`: the save emptied
    /// the fields and began their answer numbers again, so an answer asked
    /// for in the saved entry was taken as the answer to the next one's
    /// text, and a Return waiting for that text took no row.
    @Test func anAnswerAskedForBeforeASaveNeverLandsInTheNextEntry() {
        let form = FormDriver(TestForms.tripForm())
        form.answersAtOnce = false
        form.type("Ada", in: 0)
        form.send(.focusEntered(field: 2))
        form.type("S", in: 2)
        form.type("Sw", in: 2)
        form.matcher.answer(1) // the newer answer; the one for "S" is still on its way
        form.press(.save, in: 2)
        #expect(form.saved.count == 1)
        form.send(.focusEntered(field: 2))
        form.type("B", in: 2)
        form.matcher.answer(0) // the answer for "S", from the saved entry
        let stillAwaitsItsOwn = form.machine.awaitsAnswer(2)
        #expect(stillAwaitsItsOwn, "the answer for \"S\" was taken as the answer for \"B\"")
        form.answerAll()
        #expect(form.state.fields[2].rows.allSatisfy { $0.text.hasPrefix("B") })
    }

    @Test func keysTypedBeforeTheTableIsReadAreReplayedExactly() throws {
        let keys: [PersonKey] = "Ada".map { .edit(.insert(String($0))) } + [.field(.enter)]
            + "zur".map { .edit(.insert(String($0))) } + [.field(.enter)]
            + "ab".map { .edit(.insert(String($0))) } + [.field(.save)]
        let prompt = Self.run(keys, delayed: nil)

        let form = FormDriver(TestForms.tripForm(deferring: true))
        let cities = try #require(form.matcher.sources["cities"])
        form.answersAtOnce = false
        form.matcher.isIndexed = false
        for key in keys { form.hit(key) }
        #expect(form.state.isWaiting)
        #expect(form.state.fields[1].text == "zur")
        // Nothing the keys did on the main thread read the file's rows.
        #expect(!cities.load.isFinished)
        // The background thread reads and indexes it; the keys go on.
        #expect(cities.readTable() == nil)
        cities.buildIndexes()
        form.matcher.isIndexed = true
        form.session.resume()
        form.answerAll()
        #expect(!form.state.isWaiting)
        #expect(form.saved.map { entry in entry.values.map(\.text) + entry.records.map { "\($0.id)=\($0.key)" } } == prompt.saved)
        #expect(prompt.saved == [["Ada", "Zürich", "ab", "city=3"]])
    }

    @Test func keysWaitForTheIndexAndTheWindowDoesNot() {
        let form = FormDriver(TestForms.tripForm())
        form.matcher.isIndexed = false
        form.type("Ada", in: 0)
        form.hit(.field(.enter)) // the name field needs no index
        #expect(form.state.focusedField == 1)
        form.hit(.edit(.insert("z")))
        form.hit(.field(.enter))
        #expect(form.state.isWaiting)
        #expect(form.state.fields[1].text == "z")
        form.matcher.isIndexed = true
        form.session.resume() // the index is built; the answer is still on its way
        #expect(form.state.isWaiting)
        form.answer()
        #expect(form.state.fields[1].text == "Zürich")
        #expect(!form.state.isWaiting)
    }

    @Test func aSavedEntryIsNeverKeptAsADraft() throws {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.type("zu", in: 1) // completed inline to Zürich
        form.press(.enter, in: 1)
        form.press(.enter, in: 2) // the last field: saves
        #expect(form.saved.count == 1)
        #expect(form.drafts.last == .some(nil))
        #expect(form.state.fields.allSatisfy { $0.text.isEmpty })
    }

    @Test func aDraftChangedByTheSavingKeyIsKeptBeforeTheSaveNotAfter() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.press(.tab, in: 1)
        form.type("swi", in: 2) // completed inline to Switzerland
        form.press(.enter, in: 2) // takes it and saves, in one key
        #expect(form.saved.first?.values.last?.text == "Switzerland")
        // A draft kept after the save would bring the entry back at the next start.
        #expect(form.storage.log.suffix(3) == ["keep draft", "save", "drop draft"])
    }

    @Test func aDraftThatCannotBeKeptIsSaidOnceAndTheTypingStays() {
        let form = FormDriver(TestForms.tripForm())
        form.storage.keepingFailure = SaveError(path: "/state/typeahead/drafts/trip", reason: "Read-only file system",
                                                action: "keep the unsaved entry in")
        form.type("Ada", in: 0)
        #expect(form.state.banner == "Could not keep the unsaved entry in /state/typeahead/drafts/trip: Read-only file system. "
                    + "Your typing stays here until you save.")
        let banner = form.state.banner
        // The next write fails otherwise; said once, the banner stays as it was.
        form.storage.keepingFailure = SaveError(path: "/state/typeahead/drafts/trip", reason: "No space left on device",
                                                action: "keep the unsaved entry in")
        form.type("Ada L", in: 0)
        #expect(form.state.fields[0].text == "Ada L")
        #expect(form.state.banner == banner)
        form.send(.listDismissed(field: 0))
        #expect(form.storage.drafts.count == 2) // still tried on each change
    }

    @Test func theBannerGoesWhenDraftsAreKeptAgain() {
        let form = FormDriver(TestForms.tripForm())
        let failure = SaveError(path: "/state/typeahead/drafts/trip", reason: "No space left on device",
                                action: "keep the unsaved entry in")
        form.storage.keepingFailure = failure
        form.type("Ada", in: 0)
        #expect(form.state.banner?.hasPrefix("Could not keep the unsaved entry") == true)
        form.storage.keepingFailure = nil // room again on the disk
        form.type("Ada L", in: 0)
        #expect(form.state.banner == nil)
        // A later failure is said again.
        form.storage.keepingFailure = failure
        form.type("Ada Lo", in: 0)
        #expect(form.state.banner?.hasPrefix("Could not keep the unsaved entry") == true)
    }

    @Test func keptAgainLeavesABannerThatSaysSomethingElse() {
        let form = FormDriver(TestForms.tripForm())
        form.storage.keepingFailure = SaveError(path: "/state/typeahead/drafts/trip", reason: "No space left on device",
                                                action: "keep the unsaved entry in")
        form.type("Ada", in: 0)
        form.storage.failure = SaveError(path: "/out.jsonl", reason: "No space left on device", action: "save the entry to")
        form.press(.save, in: 0)
        let saveBanner = form.state.banner
        #expect(saveBanner?.hasPrefix("The entry was not saved") == true)
        form.storage.keepingFailure = nil
        form.type("Ada L", in: 0)
        #expect(form.state.banner == saveBanner)
    }

    @Test func clearingTheFormClearsItsErrorsAndUndoingDropsTheToast() {
        let form = FormDriver(TestForms.tripForm())
        form.press(.enter, in: 0) // the name is required: its error shows
        form.press(.save, in: 0)
        #expect(form.state.fields[0].error != nil)
        form.send(.focusEntered(field: 1))
        form.type("zu", in: 1)
        form.press(.clear, in: 1)
        #expect(form.state.fields.allSatisfy { $0.error == nil && $0.text.isEmpty })
        #expect(form.state.toast != nil)
        form.press(.undo, in: 0)
        #expect(form.state.toast == nil)
        #expect(form.state.fields[1].text == "zu")
    }
}

import Testing
@testable import FormTestSupport
@testable import SessionTestSupport
@testable import TestSupport
@testable import TypeaheadCore

/// A field a record filled, or an empty one, is decided without its source:
/// on a first launch, Return through such fields and the save go on while
/// their columns are still being indexed (each takes seconds at millions
/// of rows), and only typed text waits for the index it is matched in.
@MainActor
struct KeysOnFilledFieldsTests {
    /// Trip: a name, a city picked as "Zürich", the country it filled; the
    /// country column's index not built.
    static func pickedCityWithCountryUnindexed() -> FormDriver {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.hit(.edit(.insert("z")))
        form.hit(.edit(.insert("u")))
        form.hit(.field(.enter))
        form.matcher.unindexedColumns = ["country"]
        return form
    }

    @Test func returnOnAFieldARecordFilledSavesWithoutItsIndex() {
        let form = Self.pickedCityWithCountryUnindexed()
        #expect(form.state.fields[2].text == "Switzerland")
        #expect(form.state.focusedField == 2)
        form.hit(.field(.enter))
        #expect(!form.state.isWaiting)
        #expect(form.saved.map { $0.values.map(\.text) } == [["Ada", "Zürich", "Switzerland"]])
    }

    @Test func typedTextStillWaitsForItsIndex() {
        let form = Self.pickedCityWithCountryUnindexed()
        form.hit(.edit(.selectAll))
        for letter in "Swiss" { form.hit(.edit(.insert(String(letter)))) }
        form.hit(.field(.enter))
        #expect(form.state.isWaiting)
        #expect(form.saved.isEmpty)
        form.matcher.unindexedColumns = []
        form.session.resume()
        form.answerAll()
        #expect(!form.state.isWaiting)
        #expect(form.saved.map { $0.values.map(\.text) } == [["Ada", "Zürich", "Swiss"]])
    }

    @Test func anEmptyFieldIsLeftWithoutItsIndex() {
        let form = FormDriver(TestForms.tripForm())
        form.type("Ada", in: 0)
        form.press(.enter, in: 0)
        form.matcher.unindexedColumns = ["name"]
        form.hit(.field(.enter)) // the city is empty: Return moves on
        #expect(!form.state.isWaiting)
        #expect(form.state.focusedField == 2)
    }

    @Test func onlyTypedFieldsWithoutARecordAreRead() {
        let form = Self.pickedCityWithCountryUnindexed()
        #expect(form.machine.fieldsReadBy(.enter, in: 1).isEmpty) // Zürich was picked
        #expect(form.machine.fieldsReadBy(.save, in: 2) == [0]) // the name, typed, is the only one
        form.type("Bern", in: 1)
        #expect(form.machine.fieldsReadBy(.enter, in: 1) == [1])
        #expect(form.machine.fieldsReadBy(.enter, in: 0) == [0])
    }
}

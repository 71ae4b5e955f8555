import Foundation
@testable import TestSupport
@testable import TypeaheadStorage

/// Forms for keying from paper: places with namesakes, keyed attentive or
/// heads-down.
extension TestForms {
    /// A strict place (with its country in the same record), a sticky clerk
    /// and a note. `rows` are (name, country, population); keys count from 1.
    /// `formOptions` and `placeOptions` are appended to the form and the
    /// place field.
    static func placesForm(_ rows: [(String, String, Int)], formOptions: String = "",
                           placeOptions: String = "") -> LoadedForm {
        let folder = folder()
        let tsv = "id\tname\tcountry\tpopulation\n"
            + rows.enumerated().map { "\($0.offset + 1)\t\($0.element.0)\t\($0.element.1)\t\($0.element.2)\n" }.joined()
        _ = write(tsv, named: "places.tsv", in: folder)
        let form = """
            {
              "title": "Places"\(formOptions),
              "sources": { "places": { "file": "places.tsv", "key": "id", "weight": "population", "detail": "{country}" } },
              "fields": [
                { "id": "clerk", "label": "Clerk", "sticky": true },
                { "id": "place", "label": "Place", "source": "places", "column": "name", "strict": true\(placeOptions) },
                { "id": "country", "label": "Country", "source": "places", "column": "country" },
                { "id": "note", "label": "Note" }
              ]
            }
            """
        return try! LoadedForm.load(formPath: write(form, named: "places.form.json", in: folder))
    }

    /// Three Hamiltons, a heavy Port Harcourt, one Portland, and a Zürich.
    static let namesakePlaces: [(String, String, Int)] = [
        ("Hamilton", "Canada", 570_000), ("Hamilton", "United Kingdom", 54_000), ("Hamilton", "New Zealand", 180_000),
        ("Port Harcourt", "Nigeria", 1_900_000), ("Portland", "United States", 650_000), ("Zürich", "Switzerland", 400_000),
    ]
}

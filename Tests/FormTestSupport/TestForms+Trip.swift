import Foundation
@testable import TestSupport
@testable import TypeaheadStorage

extension TestForms {
    static let citiesTSV = """
        id\tname\tcountry\tpopulation
        1\tSpringfield\tUnited States\t160000
        2\tSpringfield\tUnited States\t110000
        3\tZürich\tSwitzerland\t400000
        4\tZug\tSwitzerland\t30000
        5\tSão Paulo\tBrazil\t12000000
        6\tNew York\tUnited States\t8000000
        7\tYork\tUnited Kingdom\t200000

        """

    /// A form of a person, a city (filling its country) and a country.
    /// `deferring`: the cities are read when first indexed, as the app
    /// reads a large file after its window shows.
    static func tripForm(strictCity: Bool = true, cityOptions: String = "", dim: Bool = true,
                         deferring: Bool = false) -> LoadedForm {
        let folder = folder()
        _ = write(citiesTSV, named: "cities.tsv", in: folder)
        let form = """
            {
              "title": "Trip", "dim": \(dim),
              "sources": { "cities": { "file": "cities.tsv", "key": "id", "weight": "population", "detail": "{country}" } },
              "fields": [
                { "id": "name", "label": "Name", "required": true },
                { "id": "city", "label": "City", "source": "cities", "column": "name", "strict": \(strictCity)\(cityOptions) },
                { "id": "country", "label": "Country", "source": "cities", "column": "country" }
              ]
            }
            """
        let path = write(form, named: "trip.form.json", in: folder)
        return try! LoadedForm.load(formPath: path, deferringFrom: deferring ? 0 : nil)
    }
}

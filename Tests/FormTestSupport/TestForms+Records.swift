import Foundation
@testable import TestSupport
@testable import TypeaheadEngine
@testable import TypeaheadStorage

/// Forms for the records you can trust: look-alike values, and lookups
/// across sources.
extension TestForms {
    /// Three airports called "Newcastle Airport", one more that begins so,
    /// and two rows alike in every column.
    static let airportsCSV = """
        name,city,country,iata
        Newcastle Airport,Newcastle,United Kingdom,NCL
        Newcastle Airport,Newcastle,Australia,NTL
        Newcastle Airport,Newcastle,South Africa,NCS
        Newcastle Airport Parking,Newcastle,United Kingdom,
        Zürich Airport,Zürich,Switzerland,ZRH
        Heliport,Monaco,Monaco,MCM
        Heliport,Monaco,Monaco,MCM

        """

    /// The airports file opened directly: one record across all columns.
    static func airportsDataFile() -> LoadedForm {
        let path = write(airportsCSV, named: "airports.csv", in: folder())
        return try! LoadedForm.load(dataPath: path)
    }

    /// A strict airport (with its code in the same record) and a note.
    static func airportForm() -> LoadedForm {
        let folder = folder()
        _ = write(airportsCSV, named: "airports.csv", in: folder)
        let form = """
            {
              "title": "Flight",
              "sources": { "airports": { "file": "airports.csv", "detail": "{country}" } },
              "fields": [
                { "id": "airport", "label": "Airport", "source": "airports", "column": "name", "strict": true },
                { "id": "iata", "label": "Code", "source": "airports", "column": "iata" },
                { "id": "note", "label": "Note" }
              ]
            }
            """
        return try! LoadedForm.load(formPath: write(form, named: "flight.form.json", in: folder))
    }

    static let countriesTSV = """
        code\tname
        CH\tSwitzerland
        FR\tFrance
        GB\tUnited Kingdom
        US\tUnited States

        """

    /// A city whose country and country code are looked up in countries by
    /// the city's country code; `countryOptions` is appended to the country
    /// field, `lookup` replaces its lookup.
    static func lookupForm(
        lookup: String = #"{ "from": "city", "column": "country_code", "match": "code" }"#, countryOptions: String = ""
    ) throws(LoadError) -> LoadedForm {
        let folder = folder()
        _ = write("""
            id\tname\tcountry_code\tpopulation
            1\tZürich\tCH\t400000
            2\tParis\tFR\t2100000
            3\tParis\tUS\t25000
            4\tYork\tGB\t200000
            5\tAtlantis\t\t0

            """, named: "cities.tsv", in: folder)
        _ = write(countriesTSV, named: "countries.tsv", in: folder)
        let form = """
            {
              "title": "Lookup",
              "sources": {
                "cities": { "file": "cities.tsv", "key": "id", "weight": "population", "detail": "{country_code}" },
                "countries": { "file": "countries.tsv", "key": "code" }
              },
              "fields": [
                { "id": "city", "label": "City", "source": "cities", "column": "name", "strict": true },
                { "id": "country", "label": "Country", "source": "countries", "column": "name",
                  "lookup": \(lookup)\(countryOptions) },
                { "id": "country_code", "label": "Country code", "source": "countries", "column": "code" },
                { "id": "note", "label": "Note" }
              ]
            }
            """
        return try LoadedForm.load(formPath: write(form, named: "lookup.form.json", in: folder))
    }
}

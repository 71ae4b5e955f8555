import Gtk
import TypeaheadCore

/// What Typeahead's About window says: its licence, and a credit on the
/// Legal page for each source of the bundled data, as their licences ask.
/// There is no website yet, so none is shown.
@MainActor
enum AboutTypeahead {
    static var info: AboutInfo {
        AboutInfo(
            name: "Typeahead", iconName: "org.typeahead.Typeahead", version: AppPaths.version,
            developer: "The Typeahead developers",
            comments: "Fast, exact form entry: fields suggest values from your data files as you type.",
            licence: .gpl3OrLater,
            legalSections: DataCredit.bundled.map(section))
    }

    static func section(_ credit: DataCredit) -> AboutLegalSection {
        AboutLegalSection(
            title: credit.title, copyright: credit.copyright,
            licenceMarkup: "\(Label.escape(credit.what))\n\nLicence: <a href=\"\(credit.licence.url)\">\(Label.escape(credit.licence.name))</a>.")
    }
}

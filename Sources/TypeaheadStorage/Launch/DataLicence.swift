/// A licence that data bundled with the app is under.
public enum DataLicence: Sendable, Equatable {
    /// Creative Commons Attribution 4.0: the data's source must be credited.
    case creativeCommonsAttribution4
    /// GNU Lesser General Public License, version 2.1 or later.
    case lesserGPL2_1OrLater

    /// The name data/README.md uses for it.
    public var shortName: String {
        switch self {
        case .creativeCommonsAttribution4: "CC BY 4.0"
        case .lesserGPL2_1OrLater: "LGPL-2.1-or-later"
        }
    }

    /// Its full name, as a link to it reads.
    public var name: String {
        switch self {
        case .creativeCommonsAttribution4: "Creative Commons Attribution 4.0 International"
        case .lesserGPL2_1OrLater: "GNU Lesser General Public License, version 2.1 or later"
        }
    }

    public var url: String {
        switch self {
        case .creativeCommonsAttribution4: "https://creativecommons.org/licenses/by/4.0/"
        case .lesserGPL2_1OrLater: "https://www.gnu.org/licenses/old-licenses/lgpl-2.1.html"
        }
    }
}

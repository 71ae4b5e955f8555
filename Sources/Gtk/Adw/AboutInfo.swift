/// What the About window says.
public struct AboutInfo {
    public var name: String
    public var iconName: String
    public var version: String
    public var developer: String
    public var comments: String
    public var website: String?
    /// The app's own licence.
    public var licence: AboutLicence
    /// Credits owed to what the app bundles (data, artwork), each on the Legal page.
    public var legalSections: [AboutLegalSection]

    public init(name: String, iconName: String, version: String, developer: String, comments: String,
                website: String? = nil, licence: AboutLicence, legalSections: [AboutLegalSection] = []) {
        self.name = name
        self.iconName = iconName
        self.version = version
        self.developer = developer
        self.comments = comments
        self.website = website
        self.licence = licence
        self.legalSections = legalSections
    }
}

/// One section of the About window's Legal page: a credit for something
/// the app bundles and the licence it is under.
public struct AboutLegalSection {
    public var title: String
    public var copyright: String
    /// Pango markup: what is credited, and its licence as a link.
    public var licenceMarkup: String

    public init(title: String, copyright: String, licenceMarkup: String) {
        self.title = title
        self.copyright = copyright
        self.licenceMarkup = licenceMarkup
    }
}

/// The licence of Typeahead's own code, as the LICENSE file gives it in
/// full; meson.build and the AppStream metainfo name the same one.
public enum ProjectLicence {
    /// Its SPDX identifier.
    public static let spdx = "GPL-3.0-or-later"
}

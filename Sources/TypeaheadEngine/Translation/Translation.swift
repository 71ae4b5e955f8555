import CIntl
import Foundation

/// Typeahead's gettext catalogue: where its translations are, and the lookup.
public enum Translation {
    /// The catalogue's name: `LOCALEDIR/LANG/LC_MESSAGES/typeahead.mo`.
    public static let domain = "typeahead"

    /// Takes the locale from the environment and reads the catalogue from
    /// `localeDirectory`; until then (tests), messages stay as written.
    public static func start(localeDirectory: String?) {
        setlocale(LC_ALL, "")
        // Messages come as UTF-8 whatever the locale's encoding: Swift reads them so.
        bind_textdomain_codeset(domain, "UTF-8")
        guard let localeDirectory else { return }
        bindtextdomain(domain, localeDirectory)
    }

    static func lookUp(_ message: String) -> String {
        // Without a translation gettext returns the pointer it was given,
        // which must outlive the copy of the result.
        message.withCString { id in dgettext(domain, id).map { String(cString: $0) } } ?? message
    }

    /// The plural form the language gives `count`, or `plural` as written.
    static func lookUpPlural(_ singular: String, _ plural: String, _ count: Int) -> String {
        // Without a translation gettext returns the pointer it was given:
        // both must outlive the copy of the result.
        let found = singular.withCString { singular in
            plural.withCString { plural in
                dngettext(domain, singular, plural, UInt(max(count, 0))).map { String(cString: $0) }
            }
        }
        return found ?? plural
    }

    /// Where the compiled catalogues are: `$TYPEAHEAD_LOCALE_DIR`, an
    /// installed `share/locale` beside the executable (as meson installs
    /// them), or the source tree's `.build/locale` (`scripts/translations.sh`).
    public static func localeDirectory(executable: String,
                                       environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let dir = environment["TYPEAHEAD_LOCALE_DIR"], !dir.isEmpty { return dir }
        var folder = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        var candidates = [folder.appendingPathComponent("../share/locale").standardized]
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent(".build/locale"))
            folder = folder.deletingLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.path) }?.path
    }
}

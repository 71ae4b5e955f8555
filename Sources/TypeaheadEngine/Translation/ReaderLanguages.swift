/// The person's languages, best first, as gettext finds them: `LANGUAGE`
/// (a colon-separated list) unless the locale is C or POSIX, else the
/// locale of `LC_ALL`, `LC_MESSAGES` or `LANG`. Each is reduced to its
/// language code ("de_CH.UTF-8" → "de"). None for the C locale: English.
public enum ReaderLanguages {
    public static func from(environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        guard !locale.isEmpty, locale != "C", locale != "POSIX", !locale.hasPrefix("C.") else { return [] }
        let listed = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        return (listed.isEmpty ? [locale] : listed).map(languageCode).filter { !$0.isEmpty }
    }

    /// "de_CH.UTF-8@euro" → "de".
    public static func languageCode(_ name: String) -> String {
        String(name.prefix { $0 != "_" && $0 != "." && $0 != "@" && $0 != "-" }).lowercased()
    }
}

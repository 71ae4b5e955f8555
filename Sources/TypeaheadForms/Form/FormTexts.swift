import TypeaheadEngine

/// What a form gives in one language or in several: a title, a label, a
/// placeholder, a pattern's message, or a column. Written as a string, or
/// as an object of language → string, such as
/// `{"en": "City", "de": "Stadt", "he": "עיר"}` (as XLSForm's
/// `label::German (de)` columns give one label a language).
struct FormTexts: Sendable {
    /// (language, text) in the order written; a plain string has no language.
    let versions: [(language: String?, text: String)]

    /// The version for a person of `languages` (best first, as language
    /// codes: `ReaderLanguages`): the first of them the form gives (a key
    /// "de-CH" or "de_CH" counts as "de"), else the form's default
    /// language, else the first written.
    func text(for languages: [String], defaultLanguage: String?) -> String {
        for language in languages + [defaultLanguage].compactMap({ $0 }) {
            let code = ReaderLanguages.languageCode(language)
            if let found = versions.first(where: { $0.language.map(ReaderLanguages.languageCode) == code }) { return found.text }
        }
        return versions[0].text
    }

    /// Whether a language key looks like one: "de", "pt-BR", "zh_Hant".
    static func isLanguageTag(_ key: String) -> Bool {
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }
}

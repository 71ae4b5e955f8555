/// How a form's texts are chosen: the person's languages and the form's
/// `default_language`.
struct FormTextChoice: Sendable {
    var languages: [String]
    var defaultLanguage: String?

    func text(_ texts: FormTexts) -> String {
        texts.text(for: languages, defaultLanguage: defaultLanguage)
    }
}

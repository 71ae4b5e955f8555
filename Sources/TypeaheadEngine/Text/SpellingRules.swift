/// How the person is expected to spell what they type, decided once from
/// their language: German, Danish, Norwegian and Swedish typists write out
/// letters their keyboard may lack (`SpelledOutLetters`), so their values
/// are indexed in that spelling too.
///
/// Not for everyone: on the English query set, indexing the written-out
/// spellings cost keystroke savings (0.4316 to 0.4315 on cities500) and
/// typo recall (0.658 to 0.654), as "koe" brought Köln above the
/// Koesan being typed (docs/PERFORMANCE.md, "Letters written out").
public struct SpellingRules: Sendable, Hashable {
    public var writesOutLetters: Bool

    public init(writesOutLetters: Bool) {
        self.writesOutLetters = writesOutLetters
    }

    /// Letters only as Unicode folds them.
    public static let plain = SpellingRules(writesOutLetters: false)

    /// Languages whose typists write ä ö ü å ø out: German (with Swiss
    /// German and Luxembourgish), Danish, Norwegian and Swedish.
    static let writingOutLanguages: Set<String> = ["de", "gsw", "lb", "da", "nb", "nn", "no", "sv"]

    /// The rules of the person's first language (`ReaderLanguages`; a
    /// locale name such as "de_CH" counts as its language).
    public init(languages: [String]) {
        writesOutLetters = languages.first.map { Self.writingOutLanguages.contains(ReaderLanguages.languageCode($0)) } ?? false
    }
}

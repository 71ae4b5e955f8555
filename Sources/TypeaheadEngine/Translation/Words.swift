/// The words a person reads or hears, in their language: a catalogue given
/// to whatever decides what they say (the core's machines and views of
/// state), so a decision never reaches for process-wide state to word it.
/// `Words.catalogue` is Typeahead's gettext catalogue (`po/`); a test may
/// give other words to see that they are the ones used. Each message is a
/// plain literal (a `StaticString`, so no interpolation), so `xgettext`
/// finds every one (`po/POTFILES`); what changes goes in as positional
/// arguments, `%1$s`, `%2$d`… (`MessageArguments`), which a translation may
/// reorder.
public struct Words: Sendable, Equatable {
    /// Which words these are: two are the same when their names are.
    public let name: String
    /// A message's translation, or the message as written.
    private let message: @Sendable (String) -> String
    /// The translation of a message with a count (singular, plural, count).
    private let plural: @Sendable (String, String, Int) -> String

    public init(name: String, message: @escaping @Sendable (String) -> String,
                plural: @escaping @Sendable (String, String, Int) -> String) {
        self.name = name
        self.message = message
        self.plural = plural
    }

    /// Typeahead's gettext catalogue: the person's language once
    /// `Translation.start` has run, the messages as written until then.
    public static let catalogue = Words(name: "catalogue", message: Translation.lookUp, plural: Translation.lookUpPlural)

    public static func == (lhs: Words, rhs: Words) -> Bool { lhs.name == rhs.name }

    public func translated(_ message: StaticString, _ arguments: any CustomStringConvertible...) -> String {
        text(of: message.description, arguments)
    }

    /// A message with a count, in the plural form the language gives that count.
    public func translatedPlural(_ singular: StaticString, _ plural: StaticString, count: Int,
                                 _ arguments: any CustomStringConvertible...) -> String {
        text(of: singular.description, plural: plural.description, count: count, arguments)
    }

    /// A message whose words mean more than one thing ("Open": a verb on a
    /// button, an adjective in a list), told apart for translators by a context.
    public func translatedWithContext(_ context: StaticString, _ message: StaticString,
                                      _ arguments: any CustomStringConvertible...) -> String {
        text(of: message.description, context: context.description, arguments)
    }

    // The three above and the global functions (`Translated.swift`), whose
    // arguments cannot be passed on as a variadic list.

    func text(of message: String, _ arguments: [any CustomStringConvertible]) -> String {
        MessageArguments.fill(self.message(message), arguments)
    }

    func text(of singular: String, plural: String, count: Int, _ arguments: [any CustomStringConvertible]) -> String {
        MessageArguments.fill(self.plural(singular, plural, count), arguments)
    }

    func text(of message: String, context: String, _ arguments: [any CustomStringConvertible]) -> String {
        // gettext's msgctxt: the context and the message joined by EOT.
        let key = context + "\u{4}" + message
        let found = self.message(key)
        return MessageArguments.fill(found == key ? message : found, arguments)
    }
}

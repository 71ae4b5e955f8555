/// The layers that decide nothing a key does (the engine, storage, the
/// app's own chrome) word their messages with these, in Typeahead's
/// catalogue; the core is given its `Words` instead.
public func translated(_ message: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    Words.catalogue.text(of: message.description, arguments)
}

/// A message with a count, in the plural form the language gives that count.
public func translatedPlural(_ singular: StaticString, _ plural: StaticString, count: Int,
                             _ arguments: any CustomStringConvertible...) -> String {
    Words.catalogue.text(of: singular.description, plural: plural.description, count: count, arguments)
}

/// A message whose words mean more than one thing, told apart by a context.
public func translatedWithContext(_ context: StaticString, _ message: StaticString,
                                  _ arguments: any CustomStringConvertible...) -> String {
    Words.catalogue.text(of: message.description, context: context.description, arguments)
}

import CIntl

/// Text a person reads or hears, in their language: the marker functions
/// below look a message up in Typeahead's gettext catalogue (`po/`), and
/// give it back as written when there is no translation (the C locale,
/// the tests). Each message is a plain literal (a `StaticString`, so no
/// interpolation), so `xgettext` finds every one (`po/POTFILES`); what
/// changes goes in as positional arguments, `%1$s`, `%2$d`…
/// (`MessageArguments`), which a translation may reorder.
public func translated(_ message: StaticString, _ arguments: any CustomStringConvertible...) -> String {
    MessageArguments.fill(Translation.lookUp(message.description), arguments)
}

/// A message with a count, in the plural form the language gives that count.
public func translatedPlural(_ singular: StaticString, _ plural: StaticString, count: Int,
                             _ arguments: any CustomStringConvertible...) -> String {
    // Without a translation gettext returns the pointer it was given: both
    // must outlive the copy of the result.
    let found = singular.description.withCString { singular in
        plural.description.withCString { plural in
            dngettext(Translation.domain, singular, plural, UInt(max(count, 0))).map { String(cString: $0) }
        }
    }
    return MessageArguments.fill(found ?? plural.description, arguments)
}

/// A message whose words mean more than one thing ("Open": a verb on a
/// button, an adjective in a list), told apart for translators by a context.
public func translatedWithContext(_ context: StaticString, _ message: StaticString,
                                  _ arguments: any CustomStringConvertible...) -> String {
    // gettext's msgctxt: the context and the message joined by EOT.
    let key = context.description + "\u{4}" + message.description
    let found = Translation.lookUp(key)
    return MessageArguments.fill(found == key ? message.description : found, arguments)
}

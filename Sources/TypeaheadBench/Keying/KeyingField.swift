import TypeaheadCore

/// The fields of the keying form, in order.
enum KeyingField: Int {
    case clerk, city, country, note
}

/// A value kept although the field's `warning` questioned it, and why.
/// It holds for that value only: an edit questions the new one.
struct FieldOverride: Equatable, Sendable {
    var value: String
    var reason: String
}

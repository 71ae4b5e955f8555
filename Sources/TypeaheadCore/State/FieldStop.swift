/// A heads-down field that stopped: Return met a value that names no one
/// record. Until the keyer answers (a row chosen, or Escape to edit), the
/// keys typed after the stop are held out of every value and counted.
struct FieldStop: Equatable, Sendable {
    var heldKeys = 0
}

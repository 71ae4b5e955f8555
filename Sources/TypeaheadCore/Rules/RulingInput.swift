/// What one field gives the rules' valuing: its text (an automatic value's
/// own) and the record or option chosen for it.
struct RulingInput: Equatable {
    var text: String
    var record: Int?
}

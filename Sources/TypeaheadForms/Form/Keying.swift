/// How the keyer works (a form's or a field's `keying`). An attentive keyer
/// watches the list, so Return takes the row shown highlighted. A keyer
/// heads-down reads the paper and types without looking up, so Return
/// takes a suggestion only when what was typed names one record, and every
/// other Return is a stop they hear (CSPro's operator-controlled mode).
public enum Keying: String, Equatable, Sendable, CaseIterable {
    case attentive
    case headsDown = "heads-down"
}

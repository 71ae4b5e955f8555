import CGtk

/// GtkPolicyType: when a scrolled window shows its scrollbar.
public enum ScrollPolicy {
    case always, automatic, never

    var gtk: GtkPolicyType {
        switch self {
        case .always: GTK_POLICY_ALWAYS
        case .automatic: GTK_POLICY_AUTOMATIC
        case .never: GTK_POLICY_NEVER
        }
    }
}

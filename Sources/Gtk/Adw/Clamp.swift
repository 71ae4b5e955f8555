import CGtk

/// AdwClamp: holds its child at most `maximumWidth` wide, centred.
@MainActor
public final class Clamp: Widget {
    public init(maximumWidth: Int32, tighteningThreshold: Int32) {
        super.init(adw_clamp_new())
        adw_clamp_set_maximum_size(cgtk_adw_clamp(raw), maximumWidth)
        adw_clamp_set_tightening_threshold(cgtk_adw_clamp(raw), tighteningThreshold)
    }
    public func setChild(_ child: Widget) { adw_clamp_set_child(cgtk_adw_clamp(raw), child.pointer) }
}

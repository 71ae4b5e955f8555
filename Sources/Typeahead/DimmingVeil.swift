import Gtk

/// Dims a part of the form (a field, the banner) while another field's
/// list is open: a veil of the window's background over it, 65 % opaque,
/// which looks as the part at 35 % opacity would, and fades in.
///
/// Two things keep it cheap to draw, measured on the first key of a
/// launch on a four-field form (GTK's cairo renderer, software drawing):
/// - a veil, not the part's own opacity, which GTK paints into a surface
///   of its own first, in every frame while the list is open;
/// - it begins to fade in after the frame that opens the list: dimmed in
///   that frame, every part of the form is painted again (2-3 ms of its
///   4 ms paint) for a fade that has not yet begun to show.
/// It takes no clicks: they reach the part under it.
@MainActor
final class DimmingVeil {
    /// The part with the veil over it: what goes into the form.
    let root = Overlay()
    private let veil = Box(vertical: true, spacing: 0)
    /// Dimmed now, or after the next frame.
    private var isDimmed = false
    private var dimsAfterPaint = false

    init(over part: Widget) {
        root.setChild(part)
        veil.addCSSClass("veil")
        veil.canTarget = false
        root.addOverlay(veil)
        FrameClock.onAfterPaint(root) { [weak self] in
            guard let self, dimsAfterPaint else { return }
            dimsAfterPaint = false
            veil.setCSSClass("dimmed", true)
        }
    }

    func setDimmed(_ dimmed: Bool) {
        guard dimmed != isDimmed else { return }
        isDimmed = dimmed
        dimsAfterPaint = dimmed
        if !dimmed { veil.setCSSClass("dimmed", false) }
    }
}

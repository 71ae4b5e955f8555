import CGtk

/// The cairo context a `DrawingArea` is drawn with: the few calls a chart
/// needs, in device units.
@MainActor
public struct CairoContext {
    let raw: OpaquePointer

    init(_ raw: OpaquePointer) {
        self.raw = raw
    }

    public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        cairo_set_source_rgba(raw, red, green, blue, alpha)
    }

    public func fillRectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(raw, x, y, width, height)
        cairo_fill(raw)
    }

    public func line(fromX: Double, fromY: Double, toX: Double, toY: Double, width: Double = 1) {
        cairo_set_line_width(raw, width)
        cairo_move_to(raw, fromX, fromY)
        cairo_line_to(raw, toX, toY)
        cairo_stroke(raw)
    }

    /// Text in the widget's font family at `size` pixels, its baseline at `y`;
    /// returns its width.
    @discardableResult
    public func text(_ text: String, x: Double, y: Double, size: Double) -> Double {
        cairo_select_font_face(raw, "Cantarell", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(raw, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(raw, text, &extents)
        cairo_move_to(raw, x, y)
        cairo_show_text(raw, text)
        return extents.x_advance
    }

    public func textWidth(_ text: String, size: Double) -> Double {
        cairo_set_font_size(raw, size)
        var extents = cairo_text_extents_t()
        cairo_text_extents(raw, text, &extents)
        return extents.x_advance
    }
}

import CGtk

/// GtkDrawingArea: a widget drawn by a closure with cairo, each time GTK
/// paints it (`queueDraw` asks for a new painting).
@MainActor
public final class DrawingArea: Widget {
    public typealias Draw = @MainActor (CairoContext, _ width: Double, _ height: Double) -> Void

    public init(width: Int, height: Int, draw: @escaping Draw) {
        super.init(gtk_drawing_area_new())
        gtk_drawing_area_set_content_width(cgtk_drawing_area(raw), Int32(width))
        gtk_drawing_area_set_content_height(cgtk_drawing_area(raw), Int32(height))
        // The box goes with the widget: GTK calls the destroy notify when it is finalised.
        gtk_drawing_area_set_draw_func(cgtk_drawing_area(raw), { _, cairo, width, height, data in
            MainActor.assumeIsolated {
                ClosureBox<Draw>.from(data).closure(CairoContext(cairo!), Double(width), Double(height))
            }
        }, ClosureBox<Draw>(draw).retainedPointer, { data in
            Unmanaged<ClosureBox<Draw>>.fromOpaque(data!).release()
        })
    }

    public func queueDraw() {
        gtk_widget_queue_draw(pointer)
    }
}

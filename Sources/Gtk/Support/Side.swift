import CGtk

/// GtkPositionType: which side of its anchor a popover opens on.
public enum Side {
    case left, right, top, bottom

    var gtk: GtkPositionType {
        switch self {
        case .left: GTK_POS_LEFT
        case .right: GTK_POS_RIGHT
        case .top: GTK_POS_TOP
        case .bottom: GTK_POS_BOTTOM
        }
    }
}

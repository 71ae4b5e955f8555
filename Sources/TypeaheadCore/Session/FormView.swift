/// What the session needs from a window: to draw a state, to move the
/// keyboard focus, to carry out an editing key it had queued, to read an
/// entry, and to ring the bell. (What concerns the window's other parts
/// goes to `FormSession.toWindow`.)
@MainActor
public protocol FormView: AnyObject {
    func render(_ state: FormViewState)
    /// Puts the keyboard focus in a field (the entry selects its text, as a
    /// GTK entry does when the keyboard brings focus to it).
    func focus(field: Int)
    /// Performs an editing key on the field's entry as the entry itself
    /// would, and returns the entry's text afterwards.
    func apply(_ edit: TextEdit, inField field: Int) -> String
    /// The field's entry as it is now: its text, caret and selection.
    func buffer(inField field: Int) -> EntryBuffer
    /// Rings the desktop's bell: a stop the keyer must hear.
    func ringBell()
}

extension FormView {
    public func ringBell() {}
}

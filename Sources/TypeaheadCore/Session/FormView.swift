/// What the session needs from a window: to draw a state, to move the
/// keyboard focus, to carry out an editing key it had queued, and to
/// read an entry.
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
    /// A correction was saved: show the entries again.
    func correctionSaved()
    /// The form wrote to the entries file: a save (one entry more, or as
    /// many for a correction), or a save taken back (one fewer).
    func entriesChanged(addingEntries: Int)
    /// Rings the desktop's bell: a stop the keyer must hear.
    func ringBell()
}

extension FormView {
    /// A window without an entries view stays on the form.
    public func correctionSaved() {}
    public func entriesChanged(addingEntries: Int) {}
    public func ringBell() {}
}

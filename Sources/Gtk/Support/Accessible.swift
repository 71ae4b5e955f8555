import CGtk

/// What assistive technology reads of a widget, beyond its label
/// (`Widget.setAccessibleLabel`): the properties, states and relations the
/// app sets, typed. See "Screen readers" in docs/ARCHITECTURE.md for which
/// of them Orca 43 speaks with GTK 4.8.
extension Widget {

    /// The accessible description. A change of it on the focused widget is
    /// what GTK 4.8 carries to Orca 43 as speech.
    public func setAccessibleDescription(_ text: String) {
        cgtk_accessible_set_description(cgtk_accessible(raw), text)
    }

    public func setAccessibleRequired(_ required: Bool) {
        cgtk_accessible_set_required(cgtk_accessible(raw), required ? 1 : 0)
    }

    public func setAccessibleInvalid(_ invalid: Bool) {
        cgtk_accessible_set_invalid(cgtk_accessible(raw), invalid ? 1 : 0)
    }

    public func setAccessibleBusy(_ busy: Bool) {
        cgtk_accessible_set_busy(cgtk_accessible(raw), busy ? 1 : 0)
    }

    /// Left out of the accessible tree (a decoration such as the "*" of a required field).
    public func setAccessibleHidden(_ hidden: Bool) {
        cgtk_accessible_set_hidden(cgtk_accessible(raw), hidden ? 1 : 0)
    }

    public func setAccessibleSelected(_ selected: Bool) {
        cgtk_accessible_set_selected(cgtk_accessible(raw), selected ? 1 : 0)
    }

    /// The widget that shows this one's error (described-by and
    /// error-message), or nil when there is none.
    public func setAccessibleErrorMessage(_ error: Widget?) {
        cgtk_accessible_set_error_message(cgtk_accessible(raw), error.map { cgtk_accessible($0.raw) })
    }

    /// The widget this one controls (an entry, its suggestion list).
    public func setAccessibleControls(_ controlled: Widget) {
        cgtk_accessible_set_controls(cgtk_accessible(raw), cgtk_accessible(controlled.raw))
    }
}

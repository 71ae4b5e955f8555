import Gtk
import TypeaheadCore
import TypeaheadEngine

/// The form page: the banner over a scrolled, readable column of fields.
/// It draws the fields and the banner, keeps the focused field in view,
/// and reports a click outside the open list as the form's event.
@MainActor
final class FormPage {
    /// The banner and the fields: a click here outside the open list's field closes it.
    let root = Box(vertical: true)
    private(set) var rows: [FieldRow] = []
    private let column = Box(vertical: true, spacing: 18)
    private let banner = BannerBar { action in
        switch action {
        case .chooseAnotherPlace: "win.save-elsewhere"
        case .dismiss: "win.dismiss-banner"
        case .saveAnyway, .keepValue: "win.give-reason"
        case .keepFirst: "win.keep-first-keying"
        case .keepMine: "win.keep-own-keying"
        case .showDuplicate: "win.show-duplicate"
        }
    }
    private let scroller = ScrolledWindow()
    /// A readable column: the window's width up to 420 px (and margins),
    /// then growing more slowly with the window, to 600 px at most.
    private let clamp = Clamp(maximumWidth: 624, tighteningThreshold: 444)
    /// The focused field, and whether its error showed, when it was last
    /// scrolled into view with its label and message.
    private var keptInView: (field: Int, showsError: Bool)?
    /// The field to scroll into view after the next frame.
    private var fieldToBringIntoView: Int?
    /// The focused field when its list is open.
    var openListField: (@MainActor () -> Int?)?
    /// Takes the event a click makes.
    var send: (@MainActor (FormEvent) -> Void)?
    /// Told each new banner text (the trace's, for the Wayland scenarios,
    /// which cannot read the accessibility tree).
    var bannerChanged: (@MainActor (String?) -> Void)?
    private var drawnBanner: String?

    init() {
        column.addCSSClass("form-column")
        column.setAlign(vertical: .start)
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        clamp.setChild(column)
        scroller.setChild(clamp)
        scroller.setExpand(vertical: true)
        root.append(banner.root)
        root.append(scroller)
        banner.onReason = { [weak self] reason in self?.send?(.reasonGiven(reason)) }
        banner.onReasonLeft = { [weak self] in self?.send?(.reasonLeft) }

        let click = ClickGesture()
        click.setCapturePhase()
        click.onPressed { [weak self] x, y in
            guard let self, let field = openListField?() else { return }
            if click.pressPosition(onNativeOf: root) != nil {
                // A click on the dimmed form closes the open list and keeps the text.
                guard !rows[field].container.contains(root.pick(x: x, y: y)) else { return }
                send?(.listDismissed(field: field))
            } else if let row = rows[field].listRow(underPressOf: click) {
                // A press on the list that GTK 4.8 routed to the widget under
                // the list (on X11, once the pointer has rested on the list
                // and a row was redrawn): the row under the pointer is taken,
                // and the widget beneath never sees the press.
                click.claim()
                send?(.rowClicked(field: field, row: row))
            }
        }
        root.addController(click)
    }

    /// Adds the next field's row at the end of the column.
    func append(_ row: FieldRow) {
        rows.append(row)
        column.append(row.root)
    }

    /// Draws every field, dimmed or not, and the banner.
    func render(_ state: FormViewState) {
        keepFocusedFieldInView(state)
        for (index, row) in rows.enumerated() {
            row.render(state.fields[index], isFocused: index == state.focusedField)
            row.setDimmed(state.isDimmed && index != state.focusedField)
        }
        if state.banner != drawnBanner {
            drawnBanner = state.banner
            bannerChanged?(state.banner)
        }
        banner.render(text: state.banner, actions: state.bannerActions, dimmed: state.isDimmed, asksReason: state.asksReason,
                      reasonTyped: state.reasonTyped, reasonPrefill: state.reasonPrefill, reasonLabel: state.reasonLabel)
    }

    /// Draws the fields but `editing`, whose entry is reporting its own edit.
    func renderFields(_ state: FormViewState, except editing: Int) {
        for (index, row) in rows.enumerated() where index != editing {
            row.render(state.fields[index], isFocused: index == state.focusedField)
        }
    }

    /// GTK scrolls the focused entry into view, not its label above nor its
    /// message below: once laid out, the whole field is brought into view,
    /// its label first when it does not fit.
    private func keepFocusedFieldInView(_ state: FormViewState) {
        guard let field = state.focusedField, rows.indices.contains(field) else { return }
        let showsError = state.fields[field].error != nil
        guard keptInView?.field != field || keptInView?.showsError != showsError else { return }
        keptInView = (field, showsError)
        fieldToBringIntoView = field
    }

    /// After a frame has laid the field out (with its message, if it just
    /// appeared): scrolls it into view, margins and all.
    func bringFieldIntoView() {
        guard let field = fieldToBringIntoView else { return }
        fieldToBringIntoView = nil
        guard let top = rows[field].container.translate(x: 0, y: 0, to: clamp)?.y else { return }
        let margin = 12.0
        scroller.scrollToShow(top: top - margin, bottom: top + rows[field].container.bounds.height + margin)
    }
}

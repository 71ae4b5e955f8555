import CGtk
import Gtk
import TypeaheadCore

/// The popover under a field (above it when there is no room below): a
/// list of suggestions, matched characters in bold, a dimmer detail line,
/// the highlighted row selected; "No matches" when nothing matches; a
/// spinner over dimmed rows while an answer is late. Focus never leaves the
/// entry: the popover does not autohide and nothing in it focuses.
@MainActor
final class SuggestionList {
    private let popover: Popover
    private let scroller = ScrolledWindow()
    /// The rows; the entry names it as the widget it controls.
    let list = ListBox()
    private let noMatches = Label("No matches")
    private let spinner = Spinner()
    private let content = Box(vertical: true)
    private let onHover: @MainActor (Int) -> Void
    private var rows: [ListBoxRow] = []
    private var shownRows: [SuggestionRow] = []
    /// The field width the list was last sized for.
    private var laidOutWidth = 0.0
    private let anchor: Widget

    init(anchor: Widget, onClick: @escaping @MainActor (Int) -> Void, onHover: @escaping @MainActor (Int) -> Void) {
        self.anchor = anchor
        self.onHover = onHover
        popover = Popover(anchor: anchor)
        popover.setAutohide(false)
        popover.setHasArrow(false)
        popover.setPosition(GTK_POS_BOTTOM)
        popover.addCSSClass("suggestion-popover")
        popover.isFocusable = false
        list.addCSSClass("suggestions")
        list.isFocusable = false
        list.setAccessibleLabel("Suggestions")
        list.onRowActivated(onClick)
        scroller.setPolicy(horizontal: GTK_POLICY_NEVER, vertical: GTK_POLICY_AUTOMATIC)
        scroller.setChild(list)
        noMatches.addCSSClass("no-matches")
        noMatches.setXAlign(0)
        noMatches.isVisible = false
        spinner.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        spinner.setSizeRequest(width: 24, height: 24)
        spinner.isVisible = false
        spinner.setAccessibleLabel("Loading suggestions")
        content.append(noMatches)
        content.append(scroller)
        let overlay = Overlay()
        overlay.setChild(content)
        overlay.addOverlay(spinner)
        popover.setChild(overlay)
    }

    func render(_ state: FieldViewState, isOpen: Bool) {
        let newRows = state.rows
        let showsNoMatches = state.showsNoMatches && !state.isLoading
        guard isOpen, !newRows.isEmpty || showsNoMatches || state.isLoading else {
            if popover.isVisible { popover.popdown() }
            spinner.isSpinning = false
            return
        }
        noMatches.isVisible = showsNoMatches
        scroller.isVisible = !showsNoMatches
        spinner.isVisible = state.isLoading
        spinner.isSpinning = state.isLoading
        // Busy while the answer is late: the list, and the spinner, which is named.
        list.setAccessibleBusy(state.isLoading)
        spinner.setAccessibleBusy(state.isLoading)
        list.setCSSClass("loading", state.isLoading)
        let highlighted = state.highlightedRow, maxRows = state.maxRows
        let box = anchor.bounds
        // As wide as the field (less the popover's 1px border); a spinner
        // with no rows under it still needs a row's height.
        let width = Int32(max(box.width, 200)) - 2
        content.setSizeRequest(width: width, height: state.isLoading && newRows.isEmpty ? 40 : -1)
        if newRows != shownRows || box.width != laidOutWidth {
            if newRows != shownRows { rebuild(newRows, width: Int(width)) }
            // maxRows rows high; the rest scroll. A list that needs no
            // scrolling has no scrollbar, whose own height would leave a
            // blank band under a one-row list.
            scroller.setPolicy(horizontal: GTK_POLICY_NEVER,
                               vertical: rows.count > maxRows ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
            let visible = rows.prefix(maxRows).reduce(0) { $0 + $1.naturalHeight(forWidth: width) }
            scroller.setNaturalHeight(max: Int32(visible))
            // pointing_to is relative to the anchor's border box.
            popover.setPointingTo(x: 0, y: 0, width: Int32(box.width), height: Int32(box.height))
            laidOutWidth = box.width
        }
        list.select(highlighted.flatMap { rows.indices.contains($0) ? rows[$0] : nil })
        for (index, row) in rows.enumerated() { row.setAccessibleSelected(index == highlighted) }
        if !popover.isVisible { popover.popup() }
        if let highlighted, rows.indices.contains(highlighted) {
            scrollTo(rows[highlighted])
        }
    }

    /// Rows cut short at `width` (less the row's padding) carry their whole
    /// text as a tooltip.
    private func rebuild(_ newRows: [SuggestionRow], width: Int) {
        for row in rows { list.remove(row) }
        rows = newRows.enumerated().map { position, suggestion in
            let box = Box(vertical: true, spacing: 2)
            let title = Label()
            title.setMarkup(SuggestionMarkup.text(suggestion))
            title.setXAlign(0)
            title.setEllipsizeEnd()
            box.append(title)
            if let detail = suggestion.detail {
                let detailLabel = Label(detail)
                detailLabel.setXAlign(0)
                detailLabel.setEllipsizeEnd()
                detailLabel.addCSSClass("suggestion-detail")
                box.append(detailLabel)
            }
            let row = ListBoxRow(child: box)
            row.isFocusable = false
            if box.naturalWidth > width - 24 {
                row.setTooltip([suggestion.text, suggestion.detail].compactMap { $0 }.joined(separator: "\n"))
            }
            let motion = MotionController()
            motion.onMotion { [unowned self] in onHover(position) }
            row.addController(motion)
            // "Zürich, Zürich, Switzerland, 1 of 3", as the field says it on Down.
            row.setAccessibleLabel(FormNarrator.describe(suggestion, at: position, of: newRows.count))
            list.append(row)
            return row
        }
        shownRows = newRows
    }

    private func scrollTo(_ row: ListBoxRow) {
        guard let top = row.translate(x: 0, y: 0, to: list) else { return }
        scroller.scrollToShow(top: top.y, bottom: top.y + Double(row.height))
    }
}

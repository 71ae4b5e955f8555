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
    /// Rows made so far, the first `shownRows.count` of them shown, the
    /// rest hidden until a longer list needs them: a keystroke updates the
    /// rows in place and touches only what changed.
    private var pool: [PooledRow] = []
    private var shownRows: [SuggestionRow] = []
    private var rows: ArraySlice<PooledRow> { pool.prefix(shownRows.count) }
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
            update(newRows, width: Int(width))
            // maxRows rows high; the rest scroll. A list that needs no
            // scrolling has no scrollbar, whose own height would leave a
            // blank band under a one-row list.
            scroller.setPolicy(horizontal: GTK_POLICY_NEVER,
                               vertical: newRows.count > maxRows ? GTK_POLICY_AUTOMATIC : GTK_POLICY_NEVER)
            let visible = rows.prefix(min(maxRows, newRows.count)).reduce(0) { $0 + $1.row.naturalHeight(forWidth: width) }
            scroller.setNaturalHeight(max: Int32(visible))
            // pointing_to is relative to the anchor's border box.
            popover.setPointingTo(x: 0, y: 0, width: Int32(box.width), height: Int32(box.height))
            laidOutWidth = box.width
        }
        let selected = highlighted.flatMap { rows.indices.contains($0) ? rows[$0].row : nil }
        list.select(selected)
        for (index, slot) in rows.enumerated() where slot.isSelected != (index == highlighted) {
            slot.isSelected = index == highlighted
            slot.row.setAccessibleSelected(slot.isSelected)
        }
        if !popover.isVisible { popover.popup() }
        if let selected { scrollTo(selected) }
    }

    /// Shows `newRows` in the pool's rows, making rows only when the list
    /// is longer than any before, and setting on each row only what changed:
    /// its markup, detail, tooltip and accessible label. Rows cut short at
    /// `width` (less the row's padding) carry their whole text as a tooltip.
    private func update(_ newRows: [SuggestionRow], width: Int) {
        while pool.count < newRows.count { pool.append(makeRow(position: pool.count)) }
        for (position, suggestion) in newRows.enumerated() {
            let slot = pool[position]
            if slot.shown != suggestion || slot.width != width {
                if slot.shown != suggestion {
                    slot.title.setMarkup(SuggestionMarkup.text(suggestion))
                    if let detail = suggestion.detail { slot.detail.text = detail }
                    slot.detail.isVisible = suggestion.detail != nil
                }
                let tooltip = slot.box.naturalWidth > width - 24
                    ? [suggestion.text, suggestion.detail].compactMap { $0 }.joined(separator: "\n") : nil
                if tooltip != slot.tooltip {
                    slot.row.setTooltip(tooltip)
                    slot.tooltip = tooltip
                }
                slot.shown = suggestion
                slot.width = width
            }
            // "Zürich, Zürich, Switzerland, 1 of 3", as the field says it on Down.
            let label = FormNarrator.describe(suggestion, at: position, of: newRows.count)
            if label != slot.accessibleLabel {
                slot.row.setAccessibleLabel(label)
                slot.accessibleLabel = label
            }
            if !slot.row.isVisible { slot.row.isVisible = true }
        }
        for slot in pool.dropFirst(newRows.count) where slot.row.isVisible { slot.row.isVisible = false }
        shownRows = newRows
    }

    private func makeRow(position: Int) -> PooledRow {
        let box = Box(vertical: true, spacing: 2)
        let title = Label()
        title.setXAlign(0)
        title.setEllipsizeEnd()
        box.append(title)
        let detail = Label()
        detail.setXAlign(0)
        detail.setEllipsizeEnd()
        detail.addCSSClass("suggestion-detail")
        detail.isVisible = false
        box.append(detail)
        let row = ListBoxRow(child: box)
        row.isFocusable = false
        let motion = MotionController()
        motion.onMotion { [unowned self] in onHover(position) }
        row.addController(motion)
        list.append(row)
        return PooledRow(row: row, box: box, title: title, detail: detail)
    }

    private func scrollTo(_ row: ListBoxRow) {
        guard let top = row.translate(x: 0, y: 0, to: list) else { return }
        scroller.scrollToShow(top: top.y, bottom: top.y + Double(row.height))
    }
}

/// One row of the list and what it shows now.
@MainActor
private final class PooledRow {
    let row: ListBoxRow
    let box: Box
    let title: Label
    let detail: Label
    var shown: SuggestionRow?
    var width = 0
    var tooltip: String?
    var accessibleLabel: String?
    var isSelected = false

    init(row: ListBoxRow, box: Box, title: Label, detail: Label) {
        self.row = row
        self.box = box
        self.title = title
        self.detail = detail
    }
}

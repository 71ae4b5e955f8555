import Gtk
import TypeaheadCore
import TypeaheadEngine

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
    private let noMatches = Label(translated("No matches"))
    private let spinner = Spinner()
    private let content = Box(vertical: true)
    private let onHover: @MainActor (Int) -> Void
    /// Rows made so far, the first `shownRows.count` shown, the rest hidden
    /// for a longer list: a keystroke sets only what changed in them.
    private var pool: [PooledRow] = []
    private var shownRows: [SuggestionRow] = []
    private var rows: ArraySlice<PooledRow> { pool.prefix(shownRows.count) }
    /// The field width the list was last sized for.
    private var laidOutWidth = 0.0
    /// What was last given to GTK, so a keystroke sets only what changed.
    private var shownLoading: Bool?
    private var shownSize: PopoverSize?
    private var shownScrolls: Bool?
    private var shownHeight: Int32?
    private var shownPointing: PopoverPointing?
    /// The popover must be presented again to take its new size.
    private var needsPresenting = false
    /// Whether a state was drawn since the frame began; the newest waiting for the next.
    private var hasDrawnSinceFrame = false
    private var stateForNextFrame: (FieldViewState, ListShown)?
    /// The state to draw once the field is in view, and whether a check is due.
    private var waitingRender: (FieldViewState, ListShown)?
    private var isWaitingForView = false
    private let anchor: Widget
    /// The field's label: a list opening above the field opens above it too.
    private let heading: Widget
    /// Whether a motion GTK reports is the pointer moving (core's `PointerRest`).
    private var pointerRest = PointerRest()

    init(anchor: Widget, heading: Widget, onClick: @escaping @MainActor (Int) -> Void,
         onHover: @escaping @MainActor (Int) -> Void) {
        self.anchor = anchor
        self.heading = heading
        self.onHover = onHover
        popover = Popover(anchor: anchor)
        popover.setAutohide(false)
        popover.setHasArrow(false)
        popover.setPosition(.bottom)
        popover.addCSSClass("suggestion-popover")
        popover.isFocusable = false
        list.addCSSClass("suggestions")
        list.isFocusable = false
        list.setAccessibleLabel(translated("Suggestions"))
        list.onRowActivated(onClick)
        scroller.setPolicy(horizontal: .never, vertical: .automatic)
        scroller.setChild(list)
        noMatches.addCSSClass("no-matches")
        noMatches.setXAlign(0)
        noMatches.isVisible = false
        spinner.setAlign(horizontal: .center, vertical: .center)
        spinner.setSizeRequest(width: 24, height: 24)
        spinner.isVisible = false
        spinner.setAccessibleLabel(translated("Loading suggestions"))
        content.append(noMatches)
        content.append(scroller)
        let overlay = Overlay()
        overlay.setChild(content)
        overlay.addOverlay(spinner)
        popover.setChild(overlay)
    }

    /// Does ahead of the first key what its list would (`count` rows, one
    /// laid out with a bold match and a detail line to load their fonts,
    /// the popover's surface), when the field takes focus and nothing
    /// else waits: the first key then costs 2–3 ms less.
    func prepare(rows count: Int) {
        guard pool.isEmpty, anchor.isMapped else { return }
        while pool.count < count { pool.append(makeRow(position: pool.count)) }
        guard let sample = pool.first else { return }
        sample.title.setMarkup("<b>Ty</b>peahead")
        sample.detail.text = "Typeahead" // not shown: a row measured for its height
        sample.detail.isVisible = true
        _ = sample.row.naturalHeight(forWidth: Int32(max(anchor.bounds.width, 200)))
        // Back as a made row is: empty and hidden, nothing shown in it yet.
        sample.title.setMarkup("")
        sample.detail.text = ""
        sample.detail.isVisible = false
        for slot in pool { slot.row.isVisible = false }
        popover.realize() // its surface and renderer, else made by the first popup
    }

    /// Draws `state`'s rows as `shown` says (the core's `ListShown`). The
    /// first state between two frames is drawn at once; those after it
    /// wait for that frame, which draws the newest, so keys typed a
    /// millisecond apart never hold back the frame showing the first
    /// (input events outrank frames in GLib). A list that opens waits for
    /// the frame too: opening costs 3-5 ms, in which keys would pile up.
    func render(_ state: FieldViewState, shown: ListShown) {
        guard shown != .hidden, anchor.isMapped else {
            stateForNextFrame = nil
            return draw(state, shown: shown)
        }
        guard hasDrawnSinceFrame else {
            hasDrawnSinceFrame = true
            FrameClock.atNextFrame(anchor) { [weak self] in
                guard let self else { return }
                hasDrawnSinceFrame = false
                guard let (state, shown) = stateForNextFrame else { return }
                stateForNextFrame = nil
                draw(state, shown: shown)
            }
            guard popover.isVisible else {
                stateForNextFrame = (state, shown)
                return
            }
            return draw(state, shown: shown)
        }
        stateForNextFrame = (state, shown)
    }

    private func draw(_ state: FieldViewState, shown: ListShown) {
        waitingRender = nil // this state is newer
        let newRows = state.rows
        let showsNoMatches = shown == .noMatches
        guard shown != .hidden else {
            if popover.isVisible { popover.popdown() }
            spinner.isSpinning = false
            shownLoading = nil
            return
        }
        noMatches.isVisible = showsNoMatches
        scroller.isVisible = !showsNoMatches
        let isLoading = shown == .loading
        if isLoading != shownLoading {
            shownLoading = isLoading
            spinner.isVisible = isLoading
            spinner.isSpinning = isLoading
            // Busy while the answer is late: the list (the named spinner is busy while it turns).
            list.setAccessibleBusy(isLoading)
            list.setCSSClass("loading", isLoading)
        }
        let highlighted = state.highlightedRow, maxRows = state.maxRows
        let box = anchor.bounds
        // As wide as the field (less the popover's 1px border); a spinner
        // with no rows under it still needs a row's height.
        let width = Int32(max(box.width, 200)) - 2
        let size = PopoverSize(width: width, height: isLoading && newRows.isEmpty ? 40 : -1)
        var resized = false
        if size != shownSize {
            content.setSizeRequest(width: size.width, height: size.height)
            shownSize = size
            resized = true
        }
        if newRows != shownRows || box.width != laidOutWidth {
            update(newRows)
            // maxRows rows high; the rest scroll. A list that needs no
            // scrolling has no scrollbar, whose own height would leave a
            // blank band under a one-row list.
            let scrolls = newRows.count > maxRows
            if scrolls != shownScrolls {
                scroller.setPolicy(horizontal: .never, vertical: scrolls ? .automatic : .never)
                shownScrolls = scrolls
            }
            let visible = Int32(rows.prefix(min(maxRows, newRows.count)).reduce(0) { $0 + $1.row.naturalHeight(forWidth: width) })
            if visible != shownHeight {
                scroller.setNaturalHeight(max: visible)
                shownHeight = visible
                resized = true
            }
            // pointing_to is relative to the anchor's border box: from the
            // label's top to the field's bottom, so that the list opens
            // under the field, or above its label, never over it.
            let top = Int32(min(heading.translate(x: 0, y: 0, to: anchor)?.y ?? 0, 0))
            let pointing = PopoverPointing(top: top, width: Int32(box.width), height: Int32(box.height) - top)
            if pointing != shownPointing {
                popover.setPointingTo(x: 0, y: pointing.top, width: pointing.width, height: pointing.height)
                shownPointing = pointing
            }
            laidOutWidth = box.width
        }
        let selected = highlighted.flatMap { rows.indices.contains($0) ? rows[$0].row : nil }
        list.select(selected)
        for (index, slot) in rows.enumerated() where slot.isSelected != (index == highlighted) {
            slot.isSelected = index == highlighted
            slot.row.setAccessibleSelected(slot.isSelected)
        }
        // An open popover keeps the size it was shown at (the spinner's one
        // row, when rows come after it) until it is presented again.
        if resized { needsPresenting = true }
        if !popover.isVisible || needsPresenting {
            // A field scrolled out of view (Return has moved past the bottom
            // and the view scrolls at the next frame) would have its list laid
            // out off the screen, where there is no monitor to fit it in.
            guard anchor.isWithinItsWindow else { return renderWhenInView(state, shown: shown) }
            needsPresenting = false
            if popover.isVisible {
                popover.present()
            } else {
                pointerRest.listOpened(pointerAt: anchor.pointerInSurface)
                popover.popup()
            }
        }
        if let selected { scrollTo(selected) }
    }

    /// Draws `state` again once the field has scrolled into view.
    private func renderWhenInView(_ state: FieldViewState, shown: ListShown) {
        waitingRender = (state, shown)
        guard !isWaitingForView else { return }
        isWaitingForView = true
        Idle.after(milliseconds: 30) { [weak self] in
            guard let self else { return }
            isWaitingForView = false
            guard let (state, shown) = waitingRender, anchor.isMapped else { return }
            draw(state, shown: shown)
        }
    }

    /// Shows `newRows` in the pool's rows, making rows only when the list
    /// is longer than any before, and setting on each row only what changed:
    /// its markup, detail and accessible label. Nothing is measured here: a
    /// row's tooltip (its whole text, when cut short on screen) is worked
    /// out only when the pointer rests on it.
    private func update(_ newRows: [SuggestionRow]) {
        while pool.count < newRows.count { pool.append(makeRow(position: pool.count)) }
        for (position, suggestion) in newRows.enumerated() {
            let slot = pool[position]
            if slot.shown != suggestion {
                let markup = SuggestionMarkup.text(suggestion)
                if markup != slot.markup {
                    slot.title.setMarkup(markup)
                    slot.markup = markup
                }
                if suggestion.detail != slot.shown?.detail || suggestion.detailMatchedRanges != slot.shown?.detailMatchedRanges {
                    if let detail = SuggestionMarkup.detail(suggestion) { slot.detail.setMarkup(detail) }
                    slot.detail.isVisible = suggestion.detail != nil
                }
                slot.shown = suggestion
            }
            // "Zürich, Zürich, Switzerland, 1 of 3", as the field says it on Down.
            let label = FormNarrator.describe(suggestion, at: position, of: newRows.count, words: .catalogue)
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
        title.setEllipsizeMiddle()
        box.append(title)
        let detail = Label()
        detail.setXAlign(0)
        detail.setEllipsizeMiddle()
        detail.addCSSClass("suggestion-detail")
        detail.isVisible = false
        box.append(detail)
        let row = ListBoxRow(child: box)
        row.isFocusable = false
        let motion = MotionController()
        motion.onMotion { [weak self] in self?.pointerMoved(overRow: position) }
        row.addController(motion)
        list.append(row)
        let slot = PooledRow(row: row, title: title, detail: detail)
        row.setTooltip { [weak slot] in slot?.wholeTextIfCut }
        return slot
    }

    /// The row under `gesture`'s press, if it fell on this list: for a
    /// press GTK routed past the list (see `FormWindow`'s click on the form).
    func row(underPressOf gesture: ClickGesture) -> Int? {
        guard popover.isVisible, let point = gesture.pressPosition(onNativeOf: popover) else { return nil }
        let picked = popover.pick(x: point.x, y: point.y)
        return rows.firstIndex { $0.row.contains(picked) }
    }

    private func pointerMoved(overRow position: Int) {
        guard let now = anchor.pointerInSurface else { return }
        guard pointerRest.moved(to: now) else { return }
        onHover(position)
    }

    private func scrollTo(_ row: ListBoxRow) {
        guard let top = row.translate(x: 0, y: 0, to: list) else { return }
        scroller.scrollToShow(top: top.y, bottom: top.y + Double(row.height))
    }
}

import Gtk
import TypeaheadCore
import TypeaheadEngine

/// The strip above the form that says what lasts (a failed save, a server
/// out of reach), with the buttons the core offers under its words, at the
/// end. libadwaita 1.2 has no AdwBanner; beside the words, the buttons
/// squeezed them into a column a word wide in a 360 px window.
@MainActor
final class BannerBar {
    /// The strip under its veil: what the window holds.
    var root: Widget { veil.root }
    private let strip = Box(vertical: true, spacing: 6)
    private let veil: DimmingVeil
    private let words = Label()
    private let buttons = Box(vertical: false, spacing: 6)
    private let chooseButton = Button(label: BannerAction.chooseAnotherPlace.label(.catalogue))
    private let dismissButton = Button(label: BannerAction.dismiss.label(.catalogue))
    private let saveAnywayButton = Button(label: BannerAction.saveAnyway.label(.catalogue))
    private let keepValueButton = Button(label: BannerAction.keepValue.label(.catalogue))
    private let keepFirstButton = Button(label: BannerAction.keepFirst.label(.catalogue))
    private let keepMineButton = Button(label: BannerAction.keepMine.label(.catalogue))
    private let showDuplicateButton = Button(label: BannerAction.showDuplicate.label(.catalogue))
    /// Where the keyer types why an entry whose identity another has is
    /// saved too, or a questioned value kept (GTK's own entry: the reason
    /// is plain text).
    private let reason = Entry()
    private var asksReason = false
    private var drawnReasonTyped = ""
    /// Return in the reason, with its text; Escape there.
    var onReason: ((String) -> Void)?
    var onReasonLeft: (() -> Void)?

    /// `actions` names the window action of each (`win.…`).
    init(actions: (BannerAction) -> String) {
        veil = DimmingVeil(over: strip)
        strip.addCSSClass("banner")
        root.isVisible = false
        words.setWrap(true)
        words.setXAlign(0)
        words.setExpand(horizontal: true)
        strip.append(words)
        reason.isVisible = false
        reason.onActivate { [weak self] in
            guard let self else { return }
            onReason?(reason.text)
        }
        let keys = KeyController()
        keys.onKeyPressed { [weak self] keyval, modifiers in
            guard EntriesKey(KeyPress(keyval, gdkModifiers: modifiers)) == .escape else { return false }
            self?.onReasonLeft?()
            return true
        }
        reason.addController(keys)
        strip.append(reason)
        buttons.setAlign(horizontal: .end)
        chooseButton.setAction(actions(.chooseAnotherPlace))
        buttons.append(chooseButton)
        dismissButton.setAction(actions(.dismiss))
        buttons.append(dismissButton)
        showDuplicateButton.setAction(actions(.showDuplicate))
        buttons.append(showDuplicateButton)
        saveAnywayButton.setAction(actions(.saveAnyway))
        buttons.append(saveAnywayButton)
        keepValueButton.setAction(actions(.keepValue))
        buttons.append(keepValueButton)
        keepFirstButton.setAction(actions(.keepFirst))
        buttons.append(keepFirstButton)
        keepMineButton.setAction(actions(.keepMine))
        buttons.append(keepMineButton)
        strip.append(buttons)
    }

    func render(text: String?, actions: [BannerAction], dimmed: Bool, asksReason: Bool = false, reasonTyped: String = "",
                reasonPrefill: String = "", reasonLabel: String = "") {
        veil.setDimmed(dimmed)
        // What was typed in the field before the entry had the keyboard
        // (then no more comes that way): the entry shows it, caret at its end.
        if reasonTyped != drawnReasonTyped {
            drawnReasonTyped = reasonTyped
            reason.text = reasonTyped
            reason.cursorPosition = reasonTyped.count
        }
        // The strip first: a widget in a hidden one cannot take the keyboard.
        words.text = text ?? ""
        root.isVisible = text != nil
        if asksReason != self.asksReason {
            self.asksReason = asksReason
            if !asksReason { reason.text = "" }
            reason.isVisible = asksReason
            if asksReason { reason.setAccessibleLabel(reasonLabel) }
            // Who keyed here last, shown in grey: Return alone keeps it, and
            // typing replaces it whenever the keys arrive (a selected text
            // is unselected by the window's activation on Wayland).
            reason.setPlaceholder(asksReason ? reasonPrefill : "")
            // Heard with the entry as it takes the keyboard.
            reason.setAccessibleDescription(asksReason ? text ?? "" : "")
            if asksReason { _ = reason.grabFocus() }
        }
        chooseButton.isVisible = actions.contains(.chooseAnotherPlace)
        dismissButton.isVisible = actions.contains(.dismiss)
        saveAnywayButton.isVisible = actions.contains(.saveAnyway)
        keepValueButton.isVisible = actions.contains(.keepValue)
        keepFirstButton.isVisible = actions.contains(.keepFirst)
        keepMineButton.isVisible = actions.contains(.keepMine)
        showDuplicateButton.isVisible = actions.contains(.showDuplicate)
        buttons.isVisible = !actions.isEmpty
    }
}

import Gtk
import TypeaheadCore

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

    /// `actions` names the window action of each (`win.…`).
    init(actions: (BannerAction) -> String) {
        veil = DimmingVeil(over: strip)
        strip.addCSSClass("banner")
        root.isVisible = false
        words.setWrap(true)
        words.setXAlign(0)
        words.setExpand(horizontal: true)
        strip.append(words)
        buttons.setAlign(horizontal: .end)
        chooseButton.setAction(actions(.chooseAnotherPlace))
        buttons.append(chooseButton)
        dismissButton.setAction(actions(.dismiss))
        buttons.append(dismissButton)
        strip.append(buttons)
    }

    func render(text: String?, actions: [BannerAction], dimmed: Bool) {
        veil.setDimmed(dimmed)
        words.text = text ?? ""
        root.isVisible = text != nil
        chooseButton.isVisible = actions.contains(.chooseAnotherPlace)
        dismissButton.isVisible = actions.contains(.dismiss)
        buttons.isVisible = !actions.isEmpty
    }
}

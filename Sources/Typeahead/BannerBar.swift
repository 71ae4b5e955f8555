import Gtk
import TypeaheadCore

/// The strip above the form that says what lasts (a failed save, a server
/// out of reach), with the buttons the core offers beside it. libadwaita
/// 1.2 has no AdwBanner; this is its shape: words, then actions.
@MainActor
final class BannerBar {
    let root = Box(vertical: false, spacing: 6)
    private let words = Label()
    private let chooseButton = Button(label: BannerAction.chooseAnotherPlace.label)
    private let dismissButton = Button(iconName: "window-close-symbolic")

    /// `actions` names the window action of each (`win.…`).
    init(actions: (BannerAction) -> String) {
        root.addCSSClass("banner")
        root.isVisible = false
        words.setWrap(true)
        words.setXAlign(0)
        words.setExpand(horizontal: true)
        root.append(words)
        chooseButton.setAction(actions(.chooseAnotherPlace))
        chooseButton.setAlign(vertical: .center)
        root.append(chooseButton)
        dismissButton.setAction(actions(.dismiss))
        dismissButton.setAlign(vertical: .center)
        dismissButton.addCSSClass("flat")
        dismissButton.tooltip = BannerAction.dismiss.label
        dismissButton.setAccessibleLabel(BannerAction.dismiss.label)
        root.append(dismissButton)
    }

    func render(text: String?, actions: [BannerAction], dimmed: Bool) {
        root.setCSSClass("dimmed", dimmed)
        words.text = text ?? ""
        root.isVisible = text != nil
        chooseButton.isVisible = actions.contains(.chooseAnotherPlace)
        dismissButton.isVisible = actions.contains(.dismiss)
    }
}

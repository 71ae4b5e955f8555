import Foundation
import Gtk
import TypeaheadEngine

/// The question asked before a form reads data files outside its folder
/// (`OutsideFileConsent`): which form, which files, and "Don't Read" as
/// the answer Return, Escape and closing give. Asked in a window of its
/// own at start, and over the window when a form is opened from it.
@MainActor
enum OutsideFilesQuestion {
    static let heading = translated("Read Files Outside the Form’s Folder?")

    static func body(formPath: String, files: [String]) -> String {
        let form = URL(fileURLWithPath: formPath).lastPathComponent
        // TRANSLATORS: %1$s is a form file's name; %2$s lists data files' paths, one a line.
        return translated("“%1$s” reads data from files outside its own folder:\n\n%2$s\n\nA form from someone you do not know may read private files this way, and show their contents as suggestions. Read them only if you trust this form.",
                          form, files.joined(separator: "\n"))
    }

    static let refuse = translated("_Don’t Read")
    static let allow = translated("_Read Files")

    /// Whether a window can ask (a display to show it on).
    static var canAsk: Bool {
        let environment = ProcessInfo.processInfo.environment
        return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }

    /// Asks at start, before any form window: true once the person chose Read Files.
    static func askAtStart(formPath: String, files: [String]) -> Bool {
        let application = Application(id: "org.typeahead.Typeahead.OutsideFiles")
        var allowed = false
        var window: ApplicationWindow?
        application.onActivate {
            Styles.install(css: AppStyle.css)
            let shown = ApplicationWindow(application: application)
            shown.title = heading
            shown.setDefaultSize(width: 560, height: 560)
            let page = StatusPage(iconName: "dialog-warning-symbolic")
            // The smaller icon and title leave the answers in view.
            page.addCSSClass("compact")
            page.set(title: heading, description: body(formPath: formPath, files: files))
            page.setExpand(vertical: true)
            let buttons = Box(vertical: false, spacing: 12)
            buttons.setAlign(horizontal: .center)
            let refusing = Button(label: refuse)
            refusing.setAction("win.refuse")
            refusing.addCSSClass("pill")
            refusing.addCSSClass("suggested-action")
            let allowing = Button(label: allow)
            allowing.setAction("win.allow")
            allowing.addCSSClass("pill")
            allowing.addCSSClass("destructive-action")
            buttons.append(refusing)
            buttons.append(allowing)
            page.setChild(buttons)
            let content = Box(vertical: true)
            content.append(HeaderBar())
            content.append(page)
            shown.setContent(content)
            shown.addAction(Action("refuse") { _ in shown.close() })
            shown.addAction(Action("allow") { _ in
                allowed = true
                shown.close()
            })
            application.setAccelerators(["Escape"], for: "win.refuse")
            shown.present()
            // The safe answer has the keyboard: Return refuses.
            _ = refusing.grabFocus()
            window = shown
        }
        _ = application.run()
        _ = window
        return allowed
    }
}

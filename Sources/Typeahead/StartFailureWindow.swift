import Gtk
import TypeaheadEngine
import TypeaheadStorage

/// A file refused at start, said in a window of its own when nobody reads
/// standard error (`StartFailureReport`), as Text Editor says it: what
/// could not be opened, the `path:line:column: message`, and Close
/// (Return or Escape).
@MainActor
enum StartFailureWindow {
    /// Shows `failure` until the person closes it.
    static func show(_ failure: OpenFailure) {
        let application = Application(id: "org.typeahead.Typeahead")
        var window: ApplicationWindow?
        application.onActivate {
            Styles.install(css: AppStyle.css)
            let shown = ApplicationWindow(application: application)
            shown.title = failure.heading
            shown.setDefaultSize(width: 520, height: 460)
            let page = StatusPage(iconName: "dialog-error-symbolic")
            page.set(title: failure.heading, description: failure.body)
            page.setExpand(vertical: true)
            let close = Button(label: translated("_Close"))
            close.setAction("win.close")
            close.addCSSClass("pill")
            close.addCSSClass("suggested-action")
            close.setAlign(horizontal: .center)
            page.setChild(close)
            let content = Box(vertical: true)
            content.append(HeaderBar())
            content.append(page)
            shown.setContent(content)
            shown.addAction(Action("close") { _ in shown.close() })
            application.setAccelerators(["Escape"], for: "win.close")
            shown.present()
            _ = close.grabFocus()
            window = shown
        }
        _ = application.run()
        _ = window
    }
}

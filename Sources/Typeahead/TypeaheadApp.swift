import Gtk
import TypeaheadCore

/// The GtkApplication: one window for the form it was started with.
@MainActor
final class TypeaheadApp {
    private let application = Application(id: "org.typeahead.Typeahead")
    private let form: LoadedForm
    private let writer: SubmissionWriter
    private let memory: FormMemory
    private var window: FormWindow?

    init(form: LoadedForm, writer: SubmissionWriter, memory: FormMemory) {
        self.form = form
        self.writer = writer
        self.memory = memory
    }

    func run() -> Int32 {
        application.onActivate { [unowned self] in
            if let window {
                window.present()
                return
            }
            Styles.install(css: AppStyle.css)
            let window = FormWindow(application: application, form: form, writer: writer, memory: memory)
            self.window = window
            window.present()
        }
        return application.run()
    }
}

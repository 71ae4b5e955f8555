import Gtk
import TypeaheadCore

/// The GtkApplication: one window for the form it was started with.
@MainActor
final class TypeaheadApp {
    private let application = Application(id: "org.typeahead.Typeahead")
    private let form: LoadedForm
    private let storage: FileStorage
    private let memory: FormMemory
    private var window: FormWindow?

    init(form: LoadedForm, storage: FileStorage, memory: FormMemory) {
        self.form = form
        self.storage = storage
        self.memory = memory
    }

    func run() -> Int32 {
        application.onActivate { [unowned self] in
            if let window {
                window.present()
                return
            }
            Styles.install(css: AppStyle.css)
            let window = FormWindow(application: application, form: form, storage: storage, memory: memory)
            self.window = window
            window.present()
        }
        return application.run()
    }
}

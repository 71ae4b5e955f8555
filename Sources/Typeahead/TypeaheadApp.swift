import Foundation
import Gtk
import TypeaheadEngine
import TypeaheadLaunch
import TypeaheadStorage

/// The AdwApplication: its windows, the actions and keys they share, and
/// opening files from a window.
@MainActor
final class TypeaheadApp {
    private let application = Application(id: "org.typeahead.Typeahead")
    private var first: ReadyForm?
    private let firstPath: String?
    /// `typeahead verify`: the first window verifies its entries.
    private let verifying: EntriesToVerify.Sample?
    private var windows: [FormWindow] = []
    /// Set when a file read after its window showed was malformed: the app
    /// then ends with status 2, as when a file is refused before any window.
    private var fileFailed = false
    /// The cache and trace every window's form shares.
    private let services: AppServices

    /// `firstPath` is the file the command line named (nil: the demo form).
    init(first: ReadyForm, firstPath: String?, verifying: EntriesToVerify.Sample? = nil) {
        self.first = first
        self.firstPath = firstPath
        self.verifying = verifying
        services = first.services
    }

    func run() -> Int32 {
        application.onActivate { [weak self] in
            guard let self else { return }
            if let window = windows.last {
                window.raise()
                return
            }
            guard let first else { return }
            self.first = nil
            Styles.install(css: AppStyle.css)
            findsItsIcon()
            installActions()
            // Added files reach the list a moment later: each window's Open Recent follows it.
            RecentFiles.onChanged { [weak self] in self?.windows.forEach { $0.refreshRecentFiles() } }
            if let firstPath { RecentFiles.add(path: firstPath) }
            show(first, replacing: nil)
            if let verifying { windows.last?.verifyEntries(sample: verifying) }
        }
        // A logout's SIGTERM ends the app as Ctrl+Q does.
        TerminationSignals.handle { [weak self] in self?.quit() }
        let status = application.run()
        return ExitStatus.afterRun(loopStatus: status, fileRefused: fileFailed)
    }

    /// Run from the source tree, the app is not installed and the icon
    /// theme lacks its icon (About would show a broken image): the tree's
    /// icon folder is added.
    private func findsItsIcon() {
        let name = "org.typeahead.Typeahead"
        guard !Icons.has(name) else { return }
        if let folder = AppPaths.sourceTreeIcons(executable: AppPaths.executable) { Icons.addFolder(folder) }
    }

    /// A data file read in the background turned out unusable: the same
    /// `typeahead: PATH:LINE:COLUMN: message` line as a file refused at
    /// start goes to standard error, the window says it too, and once the
    /// person closes the message the window closes (its fields could never
    /// suggest or save) and the app ends with status 2.
    func loadFailed(_ error: LoadError, in window: FormWindow) {
        services.trace?.event("load-failed", error.description)
        warn(error.description)
        fileFailed = true
        window.show(OpenFailure(error)) { [weak window] in
            // After the dialog's own handler has returned: closing its parent
            // inside it would leave GTK tearing down a dialog already gone.
            DispatchQueue.main.async { window?.close() }
        }
    }

    private func installActions() {
        application.addAction(Action("quit") { [weak self] _ in self?.quit() })
        application.setAccelerators(["<Control>q"], for: "app.quit")
        application.setAccelerators(["<Control>o"], for: "win.open")
        application.setAccelerators(["<Control>w"], for: "win.close")
        application.setAccelerators(["<Control>question"], for: "win.shortcuts")
        application.setAccelerators(["<Control>e"], for: "win.entries")
        application.setAccelerators(["<Control>f"], for: "win.find")
    }

    /// Closes the windows one by one, so each keeps its size and lets go
    /// of its draft; the main loop ends with the last. With none open yet
    /// (a signal at start), it ends at once.
    private func quit() {
        if windows.isEmpty { return application.quit() }
        for window in windows { window.close() }
    }

    /// A window for `opened`; it takes the place of `old` when given.
    private func show(_ opened: ReadyForm, replacing old: FormWindow?) {
        let window = FormWindow(application: application, opened: opened, app: self)
        windows.append(window)
        window.present()
        old?.close()
    }

    /// Opens `path` from `window`: loaded in the background, then in a new
    /// window, or in this one's place if it holds nothing unsaved
    /// (`OpenPlacement`). A file that cannot be opened is reported in
    /// `window`, whose form stays.
    func open(path: String, from window: FormWindow) {
        window.isOpeningFile = true
        ReadyForm.load(path: path, services: services) { [weak self, weak window] result in
            guard let self, let window else { return }
            window.isOpeningFile = false
            switch result {
            case .failure(let error) where !error.outsideFiles.isEmpty:
                askToReadOutside(error, path: path, from: window)
            case .failure(let error):
                window.show(OpenFailure(error))
            case .success(let file):
                RecentFiles.add(path: path)
                let opened = ReadyForm(file: file, services: services)
                let placement = OpenPlacement.placement(over: window.machine.currentDraft)
                show(opened, replacing: placement == .replaceWindow ? window : nil)
            }
        }
    }

    /// The form opened from a window reads files outside its folder: it
    /// is opened once the person allows it (remembered for that form).
    private func askToReadOutside(_ error: LoadError, path: String, from window: FormWindow) {
        window.ask(heading: OutsideFilesQuestion.heading, body: OutsideFilesQuestion.body(formPath: error.path, files: error.outsideFiles),
                   refuseLabel: OutsideFilesQuestion.refuse, allowLabel: OutsideFilesQuestion.allow) { [weak self, weak window] allowed in
            guard let self, let window, allowed else { return }
            do throws(SaveError) {
                try services.outside.allow(error.outsideFiles, forForm: error.path)
                open(path: path, from: window)
            } catch {
                window.show(OpenFailure(LoadError(path: path, message: error.description)))
            }
        }
    }

    func windowClosed(_ window: FormWindow) {
        windows.removeAll { $0 === window }
    }
}

import Gtk
import TypeaheadCore
import TypeaheadEngine
import TypeaheadStorage

/// The window's actions (`win.open`, `win.save`, …), which the header's
/// buttons, the main menu and the shortcuts call.
extension FormWindow {
    /// The Open Recent submenu, from the desktop's recent files.
    func refreshRecentFiles() {
        // A window on its way out (replaced by the file it opened) keeps its menu.
        guard !isClosing else { return }
        header.recentMenu.removeAll()
        let paths = RecentFiles.paths(limit: 8)
        let labels = RecentFileLabels.labels(for: paths, home: AppPaths.home())
        for (path, label) in zip(paths, labels) {
            // A menu label takes "_" as a mnemonic: a file's name keeps its own.
            header.recentMenu.append(label.replacingOccurrences(of: "_", with: "__"), action: "win.open-recent", target: path)
        }
        if paths.isEmpty { header.recentMenu.append(translated("No Recent Files"), action: "win.no-recent-files") }
    }

    func addActions() {
        window.addAction(Action("open") { [weak self] _ in
            guard let self else { return }
            let folder = OpenChooserFolder.folder(forOpenFile: openedPath, bundledDemoForm: AppPaths.demoForm(executable: AppPaths.executable),
                                                  home: AppPaths.home())
            FileChooser(title: translated("Open a Form or Data File"), over: window, folder: folder, filters: [
                .init(translated("Forms and data files"), patterns: ["*.form.json", "*.xlsx", "*.csv", "*.tsv", "*.json", "*.jsonl"]),
                .init(translated("Forms"), patterns: ["*.form.json", "*.xlsx"]),
                .init(translated("Data files"), patterns: ["*.csv", "*.tsv", "*.json", "*.jsonl"]),
                .init(translated("All files"), patterns: ["*"]),
            ]) { [weak self] path in
                guard let self else { return }
                app?.open(path: path, from: self)
            }
        })
        window.addAction(Action("open-recent", takesString: true) { [weak self] path in
            guard let self else { return }
            if let path { app?.open(path: path, from: self) }
        })
        window.addAction(Action("save") { [weak self] _ in
            guard let self else { return }
            session.send(.key(field: windowFocus.actionField(formFocus: session.machine.focusedField), .save))
        })
        let toggleEntries = Action("entries") { [weak self] _ in
            guard let self else { return }
            trace?.event("entries", "toggle")
            parts.want(.other)
        }
        let find = Action("find") { [weak self] _ in
            guard let self, let entries else { return }
            parts.want(.page(.entries))
            entries.focusSearch()
        }
        let export = Action("export") { [weak self] _ in self?.entries?.export() }
        let statistics = Action("statistics") { [weak self] _ in self?.parts.want(.page(.statistics)) }
        let verify = Action("verify") { [weak self] _ in self?.verifyEntries(sample: .all) }
        for action in [toggleEntries, find, export, statistics, verify] {
            action.isEnabled = entries != nil
            window.addAction(action)
        }
        window.addAction(Action("save-elsewhere") { [weak self] _ in self?.chooseAnotherPlace() })
        window.addAction(Action("dismiss-banner") { [weak self] _ in self?.session.send(.bannerDismissed) })
        window.addAction(Action("give-reason") { [weak self] _ in self?.session.send(.reasonAsked) })
        window.addAction(Action("show-duplicate") { [weak self] _ in self?.session.send(.duplicateShown) })
        window.addAction(Action("keep-first-keying") { [weak self] _ in self?.session.send(.keyingKept(first: true)) })
        window.addAction(Action("keep-own-keying") { [weak self] _ in self?.session.send(.keyingKept(first: false)) })
        window.addAction(Action("shortcuts") { [weak self] _ in
            guard let self else { return }
            ShortcutsWindow.show(over: window, builderXML: ShortcutsHelp.xml, keyNames: ShortcutsHelp.keyNames)
        })
        window.addAction(Action("about") { [weak self] _ in
            guard let self else { return }
            AboutWindow.show(over: window, AboutTypeahead.info)
        })
        window.addAction(Action("close") { [weak self] _ in self?.window.close() })
    }

    /// Verify Entries, or `typeahead verify`: the entries are read behind
    /// the window, then the form shows the first to key again.
    func verifyEntries(sample: EntriesToVerify.Sample) {
        trace?.event("verify", "start")
        parts.verifyEntries(sample: sample)
    }

    /// After a failed save: a chooser for another folder. The window saves
    /// there from then on (`SubmissionWriter.elsewhere`), lists its
    /// entries, and saves the entry again.
    private func chooseAnotherPlace() {
        let failed = storage.writer
        // TRANSLATORS: after a failed save; the entries are saved in the folder chosen.
        FileChooser(title: translated("Choose a Folder for the Entries"), over: window, purpose: .selectFolder(button: translated("_Save Here")),
                    folder: AppPaths.home(), filters: []) { [weak self] folder in
            guard let self else { return }
            let writer = failed.elsewhere(inFolder: folder)
            storage.saveFromNow(to: writer)
            parts.send(.savingMoved(toPath: writer.displayName))
        }
    }
}

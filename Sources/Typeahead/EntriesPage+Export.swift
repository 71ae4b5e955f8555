import Foundation
import Gtk
import TypeaheadCore
import TypeaheadEngine
import TypeaheadForms
import TypeaheadStorage

/// Export…: the entries as the person chose, written off the main thread.
extension EntriesPage {
    /// Export…: a file chosen, then written off the main thread.
    func export() {
        // TRANSLATORS: the file name Export suggests; %1$s is the form's title. Keep ".csv": it picks the format.
        let name = translated("%1$s entries.csv", formTitle).replacingOccurrences(of: "/", with: "-")
        FileChooser(title: translated("Export Entries"), over: window, purpose: .save(suggestedName: name, button: translated("_Export")), filters: [
            .init(translated("CSV for spreadsheets"), patterns: ["*.csv"]),
            .init(translated("JSON lines"), patterns: ["*.jsonl"]),
            .init(translated("Spreadsheet"), patterns: ["*.xlsx"]),
        ]) { [weak self] path in
            guard let self else { return }
            // The form's fields: who entered each entry is the view's, not a field.
            let fields = session.machine.columns.fieldIDs.filter { $0 != EntryTable.enteredByColumn }
            let request = ExportRequest(entriesPath: session.path, columns: fields, form: form)
            let format = ExportFormat(outputPath: path)
            spinner.isVisible = true
            spinner.isSpinning = true
            DispatchQueue.global(qos: .userInitiated).async {
                let failure = Result { () throws(ExportError) in try request.run(format: format, output: path) }.error
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { [weak self] in self?.exported(to: path, failure: failure) }
                }
            }
        }
    }

    func exported(to path: String, failure: ExportError?) {
        render(session.viewState)
        if let failure {
            MessageDialog.show(over: window, heading: translated("Could not export the entries"), body: failure.description,
                               closeLabel: translated("_Close"))
        } else {
            // TRANSLATORS: %1$s is the name of the file the entries were exported to.
            toasts.show(translated("Exported to %1$s", URL(fileURLWithPath: path).lastPathComponent), seconds: 4)
        }
    }
}

private extension Result {
    var error: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

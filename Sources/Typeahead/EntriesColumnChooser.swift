import Gtk
import TypeaheadCore
import TypeaheadEngine

/// "Columns" under the entries list, beside the count: a menu with a check
/// item for each field, which shows or hides its column. The core decides what is shown
/// and remembers it for the form (`EntriesEvent.columnShown`); this draws
/// its choice: the columns, and the items' checks.
@MainActor
final class EntriesColumnChooser {
    let button: MenuButton
    private let toggles: [Action]

    /// One item per label, each a window action `entries-column-N`.
    init(labels: [String], window: ApplicationWindow, session: EntriesSession) {
        let menu = Menu()
        var toggles: [Action] = []
        for (field, label) in labels.enumerated() {
            let name = "entries-column-\(field)"
            let toggle = Action(name, isOn: true) { [weak session] shown in
                session?.send(.columnShown(field: field, shown: shown))
            }
            window.addAction(toggle)
            menu.append(label, action: "win." + name)
            toggles.append(toggle)
        }
        self.toggles = toggles
        // TRANSLATORS: the button under the entries list, beside the count, whose menu shows or hides each field's column.
        button = MenuButton(label: translated("_Columns"), menu: menu)
        // TRANSLATORS: what the Columns button does, for a screen reader.
        button.setAccessibleDescription(translated("Choose the fields the list shows"))
    }

    /// Field `n`'s column is column `n + 1` of the list ("Saved" first).
    func render(_ shown: [Bool], in list: ColumnView) {
        for (field, isShown) in shown.enumerated() where toggles.indices.contains(field) && toggles[field].isOn != isShown {
            toggles[field].isOn = isShown
            list.setColumnVisible(field + 1, isShown)
        }
    }
}

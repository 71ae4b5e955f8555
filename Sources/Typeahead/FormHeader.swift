import Gtk
import TypeaheadEngine

/// The form window's header bar: Open at the start; the spinner, Save and
/// the main menu (Open Recent, Saved Entries, Export, Statistics, Keyboard Shortcuts,
/// About) at the end. Each button names a window action (`win.…`).
@MainActor
final class FormHeader {
    let bar = HeaderBar()
    /// Filled by the window from the recent files (`refreshRecentFiles`).
    let recentMenu = Menu()
    /// The menu borrows the focus while open and hands it to the button
    /// as it closes.
    let menuButton: MenuButton
    let saveButton = Button(label: translated("_Save"))
    /// Turns while keys wait for an answer or an index, or a file opens.
    let waitingSpinner = Spinner()

    init() {
        // An icon, so that the header holds its title and buttons at 360 px
        // in every language; its name is the button's accessible name.
        let openButton = Button(iconName: "document-open-symbolic")
        // TRANSLATORS: the header bar button that opens a form or data file.
        // (Its name without the mnemonic mark: the button shows an icon.)
        openButton.setAccessibleLabel(translatedWithContext("button", "_Open").replacingOccurrences(of: "_", with: ""))
        openButton.setAction("win.open")
        // TRANSLATORS: tooltip of the Open button; Ctrl+O is its keyboard shortcut.
        openButton.tooltip = translated("Open a form or data file (Ctrl+O)")
        bar.packStart(openButton)
        menuButton = MenuButton(iconName: "open-menu-symbolic", name: translated("Main Menu"), menu: Self.mainMenu(recent: recentMenu),
                                primary: true)
        menuButton.setTooltip(translated("Main Menu"))
        bar.packEnd(menuButton)
        saveButton.addCSSClass("suggested-action")
        saveButton.setAction("win.save")
        // TRANSLATORS: tooltip of the Save button; Ctrl+Return is its keyboard shortcut.
        saveButton.tooltip = translated("Save the entry (Ctrl+Return)")
        bar.packEnd(saveButton)
        waitingSpinner.setAccessibleLabel(translated("Waiting for suggestions"))
        waitingSpinner.isVisible = false
        bar.packEnd(waitingSpinner)
    }

    private static func mainMenu(recent: Menu) -> Menu {
        let menu = Menu()
        let recentSection = Menu()
        recentSection.appendSubmenu(translated("Open _Recent"), recent)
        menu.appendSection(recentSection)
        let savedSection = Menu()
        savedSection.append(translated("Saved _Entries"), action: "win.entries")
        savedSection.append(translated("E_xport Entries…"), action: "win.export")
        // TRANSLATORS: the main menu's item showing each keyer's figures.
        savedSection.append(translated("_Statistics"), action: "win.statistics")
        // TRANSLATORS: the main menu's item where a second keyer keys saved entries again, blind, to verify them.
        savedSection.append(translated("_Verify Entries"), action: "win.verify")
        menu.appendSection(savedSection)
        let helpSection = Menu()
        helpSection.append(translated("_Keyboard Shortcuts"), action: "win.shortcuts")
        helpSection.append(translated("_About Typeahead"), action: "win.about")
        menu.appendSection(helpSection)
        return menu
    }
}

/// The Keyboard Shortcuts window (Ctrl+?), as GtkBuilder XML.
enum ShortcutsHelp {
    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <interface>
      <object class="GtkShortcutsWindow" id="shortcuts">
        <child>
          <object class="GtkShortcutsSection">
            <property name="section-name">shortcuts</property>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">Filling In</property>
                \(shortcut("Return", "Take the suggestion and go on; save on the last field"))
                \(shortcut("&lt;Control&gt;Return", "Save the entry"))
                \(shortcut("&lt;Control&gt;apostrophe", "Repeat the last entry’s value"))
                \(shortcut("&lt;Control&gt;n", "Clear the form"))
                \(shortcut("&lt;Control&gt;z", "Undo the last choice, clear or save"))
                \(shortcut("&lt;Control&gt;&lt;Shift&gt;z", "Redo what was undone"))
                \(shortcut("Tab", "Take the suggestion and go to the next field"))
                \(shortcut("&lt;Shift&gt;Tab", "Take the suggestion and go back a field"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">Suggestions</property>
                \(shortcut("Down Up", "Move the highlight"))
                \(shortcut("Page_Down Page_Up", "Move the highlight by a page"))
                \(shortcut("&lt;Alt&gt;Down", "Open the list"))
                \(shortcut("Escape", "Close the list, keeping what you typed"))
                \(shortcut("BackSpace", "Remove the inline completion"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">Saved Entries</property>
                \(shortcut("&lt;Control&gt;e", "Switch between the form and the entries"))
                \(shortcut("&lt;Control&gt;f", "Search the saved entries"))
                \(shortcut("Return", "Correct the selected entry in the form"))
                \(shortcut("Delete", "Delete the selected entry"))
                \(shortcut("&lt;Control&gt;z", "Undo the deletion"))
                \(shortcut("Escape", "Clear the search, then back to the form"))
              </object>
            </child>
            <child>
              <object class="GtkShortcutsGroup">
                <property name="title">Window</property>
                \(shortcut("&lt;Control&gt;o", "Open a form or data file"))
                \(shortcut("F10", "Open the main menu"))
                \(shortcut("&lt;Control&gt;question", "Keyboard shortcuts"))
                \(shortcut("&lt;Control&gt;w", "Close the window"))
                \(shortcut("&lt;Control&gt;q", "Quit"))
              </object>
            </child>
          </object>
        </child>
      </object>
    </interface>
    """

    /// Keycaps GTK 4.8 leaves as raw key names in English (see `ShortcutsWindow`).
    static let keyNames = ["Page_Up": "Page Up", "Page_Down": "Page Down", "BackSpace": "Backspace"]

    private static func shortcut(_ accelerator: String, _ title: String) -> String {
        """
        <child><object class="GtkShortcutsShortcut">\
        <property name="accelerator">\(accelerator)</property>\
        <property name="title">\(title)</property></object></child>
        """
    }
}

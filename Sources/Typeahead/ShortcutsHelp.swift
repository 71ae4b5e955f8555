import Gtk
import TypeaheadEngine

/// The Keyboard Shortcuts window (Ctrl+?), as GtkBuilder XML. Its words are
/// translated, then escaped for the XML (`Label.escape`).
enum ShortcutsHelp {
    static let xml: String = {
        let groups = [
            // TRANSLATORS: a group in the Keyboard Shortcuts window: keys for filling in the form.
            group(translated("Filling In"), [
                shortcut("Return", translated("Take the suggestion and go on; save on the last field")),
                shortcut("&lt;Control&gt;Return", translated("Save the entry; the next begins at the first field to key")),
                shortcut("&lt;Control&gt;apostrophe", translated("Repeat the last entry’s value")),
                shortcut("&lt;Control&gt;n", translated("Clear the form")),
                shortcut("&lt;Control&gt;z", translated("Undo the last choice, clear or save")),
                shortcut("&lt;Control&gt;&lt;Shift&gt;z", translated("Redo what was undone")),
                shortcut("Tab", translated("Take the suggestion and go to the next field")),
                shortcut("&lt;Shift&gt;Tab", translated("Take the suggestion and go back a field")),
            ]),
            // TRANSLATORS: a group in the Keyboard Shortcuts window: keys for a field's list of suggestions.
            group(translated("Suggestions"), [
                shortcut("Down Up", translated("Move the highlight")),
                shortcut("Page_Down Page_Up", translated("Move the highlight by a page")),
                shortcut("&lt;Alt&gt;Down", translated("Open the list")),
                shortcut("Escape", translated("Close the list, keeping what you typed; after a stop, edit it")),
                shortcut("BackSpace", translated("Remove the inline completion")),
            ]),
            // TRANSLATORS: a group in the Keyboard Shortcuts window: keys for the list of saved entries.
            group(translated("Saved Entries"), [
                shortcut("&lt;Control&gt;e", translated("Switch between the form and the entries")),
                shortcut("&lt;Control&gt;f", translated("Search the saved entries")),
                shortcut("Return", translated("Correct the selected entry in the form")),
                shortcut("Delete", translated("Delete the selected entry")),
                shortcut("&lt;Control&gt;h", translated("Show or hide the selected entry’s history")),
                shortcut("&lt;Control&gt;z", translated("Undo the deletion")),
                shortcut("Escape", translated("Clear the search, then back to the form")),
            ]),
            // TRANSLATORS: a group in the Keyboard Shortcuts window: keys for a keying room's questions (issue 52).
            group(translated("Checks and Verifying"), [
                shortcut("&lt;Alt&gt;a", translated("Keep a value or a duplicate, with a reason")),
                shortcut("&lt;Alt&gt;1", translated("Verifying: keep the first keying’s value")),
                shortcut("&lt;Alt&gt;2", translated("Verifying: keep your own value")),
            ]),
            // TRANSLATORS: a group in the Keyboard Shortcuts window: keys for the window and the app.
            group(translatedWithContext("shortcuts group", "Window"), [
                shortcut("&lt;Control&gt;o", translated("Open a form or data file")),
                shortcut("F10", translated("Open the main menu")),
                shortcut("&lt;Control&gt;question", translated("Keyboard shortcuts")),
                shortcut("&lt;Control&gt;w", translated("Close the window")),
                shortcut("&lt;Control&gt;q", translated("Quit")),
            ]),
        ]
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <interface>
          <object class="GtkShortcutsWindow" id="shortcuts">
            <child>
              <object class="GtkShortcutsSection">
                <property name="section-name">shortcuts</property>
                <!-- One page: past it GTK 4.8 adds a page switcher whose labels warn "min width -3". -->
                <property name="max-height">20</property>
        \(groups.joined(separator: "\n"))
              </object>
            </child>
          </object>
        </interface>
        """
    }()

    /// Keycaps GTK 4.8 leaves as raw key names in English (see `ShortcutsWindow`).
    static let keyNames = [
        // TRANSLATORS: the name of a key on the keyboard, shown on a keycap.
        "Page_Up": translated("Page Up"),
        // TRANSLATORS: the name of a key on the keyboard, shown on a keycap.
        "Page_Down": translated("Page Down"),
        // TRANSLATORS: the name of a key on the keyboard, shown on a keycap.
        "BackSpace": translated("Backspace"),
    ]

    /// A group of shortcuts; `title` is plain text, escaped here.
    private static func group(_ title: String, _ shortcuts: [String]) -> String {
        """
                <child>
                  <object class="GtkShortcutsGroup">
                    <property name="title">\(Label.escape(title))</property>
                    \(shortcuts.joined(separator: "\n            "))
                  </object>
                </child>
        """
    }

    /// `accelerator` is XML already; `title` is plain text, escaped here.
    private static func shortcut(_ accelerator: String, _ title: String) -> String {
        """
        <child><object class="GtkShortcutsShortcut">\
        <property name="accelerator">\(accelerator)</property>\
        <property name="title">\(Label.escape(title))</property></object></child>
        """
    }
}

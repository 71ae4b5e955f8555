// libadwaita 1.2 (Debian 12) and the GTK 4.8 calls the window uses beyond
// the form's widgets: casts and helpers for what Swift cannot import.
#ifndef TYPEAHEAD_CGTK_ADW_SHIM_H
#define TYPEAHEAD_CGTK_ADW_SHIM_H

#include <gtk/gtk.h>
#include <adwaita.h>

static inline AdwApplicationWindow *cgtk_adw_application_window(void *p) { return ADW_APPLICATION_WINDOW(p); }
static inline AdwHeaderBar *cgtk_adw_header_bar(void *p) { return ADW_HEADER_BAR(p); }
static inline AdwToastOverlay *cgtk_adw_toast_overlay(void *p) { return ADW_TOAST_OVERLAY(p); }
static inline AdwMessageDialog *cgtk_adw_message_dialog(void *p) { return ADW_MESSAGE_DIALOG(p); }
static inline AdwAboutWindow *cgtk_adw_about_window(void *p) { return ADW_ABOUT_WINDOW(p); }
static inline GtkMenuButton *cgtk_menu_button(void *p) { return GTK_MENU_BUTTON(p); }
static inline GtkButton *cgtk_button(void *p) { return GTK_BUTTON(p); }
static inline GtkNativeDialog *cgtk_native_dialog(void *p) { return GTK_NATIVE_DIALOG(p); }
static inline GtkFileChooser *cgtk_file_chooser(void *p) { return GTK_FILE_CHOOSER(p); }
static inline GActionMap *cgtk_action_map(void *p) { return G_ACTION_MAP(p); }
static inline GMenuModel *cgtk_menu_model(void *p) { return G_MENU_MODEL(p); }
static inline GObject *cgtk_object(void *p) { return G_OBJECT(p); }
static inline GtkDropTarget *cgtk_drop_target(void *p) { return GTK_DROP_TARGET(p); }
static inline GtkEditable *cgtk_adw_editable(void *p) { return GTK_EDITABLE(p); }

/* The GType of a GFile, for a drop target (a macro in C). */
static inline GType cgtk_file_type(void) { return G_TYPE_FILE; }
/* The GFile a dropped GValue holds, or NULL. */
static inline GFile *cgtk_value_file(const GValue *value) {
    return G_VALUE_HOLDS(value, G_TYPE_FILE) ? G_FILE(g_value_get_object(value)) : NULL;
}

/* A GtkShortcutsWindow from GtkBuilder XML, kept alive by the caller. */
static inline GtkWindow *cgtk_shortcuts_window_from_xml(const char *xml, const char *object_id) {
    GtkBuilder *builder = gtk_builder_new_from_string(xml, -1);
    GObject *object = gtk_builder_get_object(builder, object_id);
    GtkWindow *window = object ? GTK_WINDOW(g_object_ref(object)) : NULL;
    g_object_unref(builder);
    return window;
}

#endif

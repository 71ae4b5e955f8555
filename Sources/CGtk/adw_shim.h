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
static inline GAction *cgtk_action(void *p) { return G_ACTION(p); }
static inline AdwClamp *cgtk_adw_clamp(void *p) { return ADW_CLAMP(p); }
static inline GtkWidget *cgtk_widget(void *p) { return GTK_WIDGET(p); }
static inline AdwViewStack *cgtk_adw_view_stack(void *p) { return ADW_VIEW_STACK(p); }
static inline AdwViewSwitcherTitle *cgtk_adw_view_switcher_title(void *p) { return ADW_VIEW_SWITCHER_TITLE(p); }
static inline AdwStatusPage *cgtk_adw_status_page(void *p) { return ADW_STATUS_PAGE(p); }

/* A GAction taking a string parameter, or none. */
static inline GSimpleAction *cgtk_simple_action_new(const char *name, gboolean takes_string) {
    return g_simple_action_new(name, takes_string ? G_VARIANT_TYPE_STRING : NULL);
}
static inline const char *cgtk_variant_string(GVariant *v) {
    return v && g_variant_is_of_type(v, G_VARIANT_TYPE_STRING) ? g_variant_get_string(v, NULL) : NULL;
}
/* One keyboard accelerator for an action (the C call takes a NULL-ended array). */
static inline void cgtk_set_accels(GtkApplication *app, const char *action, const char *first, const char *second) {
    const char *accels[] = { first, second, NULL };
    gtk_application_set_accels_for_action(app, action, accels);
}
/* A menu item that activates `action` with a string target. */
static inline void cgtk_menu_append_with_target(GMenu *menu, const char *label, const char *action, const char *target) {
    GMenuItem *item = g_menu_item_new(label, NULL);
    g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(target));
    g_menu_append_item(menu, item);
    g_object_unref(item);
}
/* The local path of a file chosen in a file chooser, or NULL (free with g_free). */
static inline char *cgtk_file_chooser_path(GtkFileChooser *chooser) {
    GFile *file = gtk_file_chooser_get_file(chooser);
    if (!file) return NULL;
    char *path = g_file_get_path(file);
    g_object_unref(file);
    return path;
}
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

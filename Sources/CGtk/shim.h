// Helpers for what Swift cannot import from GTK's headers: macros,
// casts and the GLib <-> libdispatch main-queue bridge.
#ifndef TYPEAHEAD_CGTK_SHIM_H
#define TYPEAHEAD_CGTK_SHIM_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <unistd.h>

static const gboolean cgtk_true = TRUE;
static const gboolean cgtk_false = FALSE;

static inline GtkWindow *cgtk_window(void *p) { return GTK_WINDOW(p); }
static inline GtkBox *cgtk_box(void *p) { return GTK_BOX(p); }
static inline GtkEditable *cgtk_editable(void *p) { return GTK_EDITABLE(p); }
static inline GtkEntry *cgtk_entry(void *p) { return GTK_ENTRY(p); }
static inline GtkLabel *cgtk_label(void *p) { return GTK_LABEL(p); }
static inline int cgtk_is_label(void *p) { return GTK_IS_LABEL(p); }
static inline int cgtk_is_button(void *p) { return GTK_IS_BUTTON(p); }
static inline GtkPopover *cgtk_popover(void *p) { return GTK_POPOVER(p); }
static inline GtkListBox *cgtk_list_box(void *p) { return GTK_LIST_BOX(p); }
static inline GtkListBoxRow *cgtk_list_box_row(void *p) { return GTK_LIST_BOX_ROW(p); }
static inline GtkScrolledWindow *cgtk_scrolled_window(void *p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkApplication *cgtk_application(void *p) { return GTK_APPLICATION(p); }
static inline GApplication *cgtk_g_application(void *p) { return G_APPLICATION(p); }
static inline GtkEventController *cgtk_event_controller(void *p) { return GTK_EVENT_CONTROLLER(p); }
static inline GtkGesture *cgtk_gesture(void *p) { return GTK_GESTURE(p); }
static inline GtkGestureSingle *cgtk_gesture_single(void *p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkText *cgtk_text(void *p) { return GTK_TEXT(p); }
static inline GtkOverlay *cgtk_overlay(void *p) { return GTK_OVERLAY(p); }
static inline GtkAccessible *cgtk_accessible(void *p) { return GTK_ACCESSIBLE(p); }
static inline GtkSpinner *cgtk_spinner(void *p) { return GTK_SPINNER(p); }
static inline GtkDrawingArea *cgtk_drawing_area(void *p) { return GTK_DRAWING_AREA(p); }
static inline GtkHeaderBar *cgtk_header_bar(void *p) { return GTK_HEADER_BAR(p); }

static inline gulong cgtk_signal_connect(gpointer instance, const gchar *signal,
                                         GCallback handler, gpointer data,
                                         GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

/* An int or boolean property of GtkSettings (g_object_get/set are variadic). */
static inline int cgtk_settings_get_int(GtkSettings *settings, const char *name) {
    int value = 0;
    g_object_get(settings, name, &value, NULL);
    return value;
}
static inline void cgtk_settings_set_int(GtkSettings *settings, const char *name, int value) {
    g_object_set(settings, name, value, NULL);
}

/* Set one boolean accessible state (variadic in C, so wrapped here). */
static inline void cgtk_accessible_set_expanded(GtkAccessible *a, gboolean expanded) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
}
static inline void cgtk_accessible_set_autocomplete_list(GtkAccessible *a) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_AUTOCOMPLETE,
                                   GTK_ACCESSIBLE_AUTOCOMPLETE_LIST,
                                   GTK_ACCESSIBLE_PROPERTY_HAS_POPUP, TRUE, -1);
}
static inline void cgtk_accessible_set_label(GtkAccessible *a, const char *label) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* ---- Accessibility for screen readers (issue 11; Gtk/Support/Accessible.swift).
   The accessible calls are variadic in C, so each property, state and
   relation the app sets has a helper here. ---- */
/* GTK 4.8 sends a change of the description to AT-SPI at once; Orca 43
   speaks it when the object has the keyboard focus. */
static inline void cgtk_accessible_set_description(GtkAccessible *a, const char *text) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}
static inline void cgtk_accessible_set_required(GtkAccessible *a, gboolean required) {
    gtk_accessible_update_property(a, GTK_ACCESSIBLE_PROPERTY_REQUIRED, required, -1);
}
static inline void cgtk_accessible_set_invalid(GtkAccessible *a, gboolean invalid) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_INVALID,
                                invalid ? GTK_ACCESSIBLE_INVALID_TRUE : GTK_ACCESSIBLE_INVALID_FALSE, -1);
}
static inline void cgtk_accessible_set_busy(GtkAccessible *a, gboolean busy) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_BUSY, busy, -1);
}
/* A spinner that AT-SPI carries as a progress bar, so a screen reader can
   say it is busy: GTK 4.8 gives GtkSpinner the generic WIDGET role, which
   Orca reads as an unnamed graphic. The role is fixed at construction. */
static inline GtkWidget *cgtk_spinner_new_progress(void) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_SPINNER, "accessible-role", GTK_ACCESSIBLE_ROLE_PROGRESS_BAR, NULL));
}
static inline void cgtk_accessible_set_hidden(GtkAccessible *a, gboolean hidden) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_HIDDEN, hidden, -1);
}
static inline void cgtk_accessible_set_selected(GtkAccessible *a, gboolean selected) {
    gtk_accessible_update_state(a, GTK_ACCESSIBLE_STATE_SELECTED, selected, -1);
}
/* The error shown under a field: its error message and description source. */
static inline void cgtk_accessible_set_error_message(GtkAccessible *a, GtkAccessible *error) {
    if (error) {
        gtk_accessible_update_relation(a, GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE, error,
                                       GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, error, NULL, -1);
    } else {
        gtk_accessible_reset_relation(a, GTK_ACCESSIBLE_RELATION_ERROR_MESSAGE);
        gtk_accessible_reset_relation(a, GTK_ACCESSIBLE_RELATION_DESCRIBED_BY);
    }
}
/* The entry controls the list it pops up. */
static inline void cgtk_accessible_set_controls(GtkAccessible *a, GtkAccessible *controlled) {
    gtk_accessible_update_relation(a, GTK_ACCESSIBLE_RELATION_CONTROLS, controlled, NULL, -1);
}
/* ---- end of accessibility helpers ---- */

/* libdispatch's main queue, exposed for run loops other than its own.
   Declared here because Dispatch's headers keep them private. */
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

static inline gboolean cgtk_drain_main_queue(gint fd, GIOCondition condition, gpointer data) {
    (void)condition; (void)data;
    guint64 count;
    /* The handle is an eventfd: one read clears it; then run what is queued. */
    ssize_t ignored = read(fd, &count, sizeof count);
    (void)ignored;
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

/* Makes DispatchQueue.main and @MainActor work under g_application_run. */
static inline void cgtk_bridge_dispatch_main_queue(void) {
    int fd = _dispatch_get_main_queue_handle_4CF();
    g_unix_fd_add(fd, G_IO_IN, cgtk_drain_main_queue, NULL);
}

#endif

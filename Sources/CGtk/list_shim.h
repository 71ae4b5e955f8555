// The entries list: a GListModel of row numbers only, and the GTK 4.8
// calls a GtkColumnView needs that Swift cannot import (casts, a GObject
// type registered in C, sort state GTK 4.8 does not expose).
#ifndef TYPEAHEAD_CGTK_LIST_SHIM_H
#define TYPEAHEAD_CGTK_LIST_SHIM_H

#include <gtk/gtk.h>

static inline GtkColumnView *cgtk_column_view(void *p) { return GTK_COLUMN_VIEW(p); }
static inline GtkListItem *cgtk_list_item(void *p) { return GTK_LIST_ITEM(p); }
static inline GtkSelectionModel *cgtk_selection_model(void *p) { return GTK_SELECTION_MODEL(p); }
static inline GtkSingleSelection *cgtk_single_selection(void *p) { return GTK_SINGLE_SELECTION(p); }
static inline GtkSearchEntry *cgtk_search_entry(void *p) { return GTK_SEARCH_ENTRY(p); }
static inline GtkStack *cgtk_stack(void *p) { return GTK_STACK(p); }
static inline GListModel *cgtk_list_model(void *p) { return G_LIST_MODEL(p); }

/* A search entry's placeholder (gtk_search_entry_set_placeholder_text is 4.10). */
static inline void cgtk_search_entry_set_placeholder(GtkSearchEntry *entry, const char *text) {
    g_object_set(entry, "placeholder-text", text, NULL);
}

/* The list inside a column view (what has the keyboard and what a screen
   reader names when it does), or NULL. */
static inline GtkWidget *cgtk_column_view_list(GtkColumnView *view) {
    for (GtkWidget *child = gtk_widget_get_first_child(GTK_WIDGET(view)); child; child = gtk_widget_get_next_sibling(child))
        if (GTK_IS_LIST_VIEW(child)) return child;
    return NULL;
}

/* A list of `count` rows whose items carry nothing: the cells ask the app
   for the text of their row's position. A million rows cost no objects
   until they scroll into view. */
typedef struct { GObject parent; guint count; } CgtkRowModel;
typedef struct { GObjectClass parent_class; } CgtkRowModelClass;

static GType cgtk_row_model_item_type(GListModel *model) { (void)model; return G_TYPE_OBJECT; }
static guint cgtk_row_model_n_items(GListModel *model) { return ((CgtkRowModel *)model)->count; }
static gpointer cgtk_row_model_get_item(GListModel *model, guint position) {
    if (position >= ((CgtkRowModel *)model)->count) return NULL;
    return g_object_new(G_TYPE_OBJECT, NULL);
}
static void cgtk_row_model_interface_init(gpointer iface, gpointer data) {
    (void)data;
    GListModelInterface *list = iface;
    list->get_item_type = cgtk_row_model_item_type;
    list->get_n_items = cgtk_row_model_n_items;
    list->get_item = cgtk_row_model_get_item;
}
static void cgtk_row_model_class_init(gpointer klass, gpointer data) { (void)klass; (void)data; }
static void cgtk_row_model_init(GTypeInstance *instance, gpointer klass) { (void)klass; ((CgtkRowModel *)instance)->count = 0; }

/* Registered once per process, whichever module's copy of this header asks first. */
static inline GType cgtk_row_model_get_type(void) {
    GType type = g_type_from_name("CgtkRowModel");
    if (type) return type;
    type = g_type_register_static_simple(G_TYPE_OBJECT, "CgtkRowModel", sizeof(CgtkRowModelClass),
                                         cgtk_row_model_class_init, sizeof(CgtkRowModel), cgtk_row_model_init, 0);
    const GInterfaceInfo info = { cgtk_row_model_interface_init, NULL, NULL };
    g_type_add_interface_static(type, G_TYPE_LIST_MODEL, &info);
    return type;
}
static inline GListModel *cgtk_row_model_new(void) {
    return G_LIST_MODEL(g_object_new(cgtk_row_model_get_type(), NULL));
}
/* `removed` rows at `position` went and `added` came: the rows around
   keep their widgets, and the keyboard's place in the list. */
static inline void cgtk_row_model_splice(GListModel *model, guint position, guint removed, guint added) {
    CgtkRowModel *rows = (CgtkRowModel *)model;
    rows->count = rows->count - removed + added;
    g_list_model_items_changed(model, position, removed, added);
}

/* Which column a GtkColumnView is sorted by, and which way: GTK 4.8 has
   no gtk_column_view_sorter_get_primary_sort_column (4.10). Each column's
   sorter notes its column when asked; the view's sorter, asked once,
   asks its primary column first. */
typedef struct { int column; int *asked; } CgtkColumnProbe;
static int cgtk_column_probe_compare(gconstpointer a, gconstpointer b, gpointer data) {
    (void)a; (void)b;
    CgtkColumnProbe *probe = data;
    if (*probe->asked < 0) *probe->asked = probe->column;
    return GTK_ORDERING_SMALLER;
}
static inline GtkSorter *cgtk_column_probe_sorter(int column, int *asked) {
    CgtkColumnProbe *probe = g_new(CgtkColumnProbe, 1);
    probe->column = column;
    probe->asked = asked;
    return GTK_SORTER(gtk_custom_sorter_new(cgtk_column_probe_compare, probe, g_free));
}
/* The column `view` is sorted by (-1: none), and whether it is descending. */
static inline int cgtk_column_view_sorted_column(GtkColumnView *view, int *asked, gboolean *descending) {
    GObject *a = g_object_new(G_TYPE_OBJECT, NULL), *b = g_object_new(G_TYPE_OBJECT, NULL);
    *asked = -1;
    GtkOrdering order = gtk_sorter_compare(gtk_column_view_get_sorter(view), a, b);
    g_object_unref(a);
    g_object_unref(b);
    *descending = order == GTK_ORDERING_LARGER;
    return *asked;
}

#endif

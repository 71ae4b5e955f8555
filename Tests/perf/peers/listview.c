/* Peer "listview": a GtkEntry and, in a popover below it, a GtkListView of
 * the names that start with the text (GtkStringFilter, prefix, ignoring
 * case), heaviest first.
 *
 * Model: GListStore of places -> GtkSortListModel (weight, descending) ->
 * GtkFilterListModel (GtkStringFilter on "name") -> GtkSingleSelection. The
 * list is sorted once, when the places arrive; each key refilters.
 *
 * Loading: a worker thread (GTask) reads the file and makes the places; the
 * main thread hands them to the sort model. The window shows at once.
 *
 * Trace: "key" (capture on the entry), "rendered rows" after each change of
 * the filter's search once the places are loaded (the filter model has
 * refiltered and told the list view; its rows are bound in the next frame's
 * layout), and when the places arrive; "painted" (window and popover). */
#include "peer.h"

typedef struct {
  GtkWidget *entry, *popover;
  GtkStringFilter *filter;
  GtkSortListModel *sorted;
  GtkFilterListModel *filtered;
  GtkSingleSelection *selection;
  gboolean loaded, choosing;
} Peer;

static void
show_rows (Peer *peer)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (peer->entry));
  if (*text && g_list_model_get_n_items (G_LIST_MODEL (peer->filtered)) > 0)
    gtk_popover_popup (GTK_POPOVER (peer->popover));
  else
    gtk_popover_popdown (GTK_POPOVER (peer->popover));
  trace_event ("rendered", "rows");
}

static void
on_changed (GtkEditable *entry, Peer *peer)
{
  if (peer->choosing)
    return;
  gtk_string_filter_set_search (peer->filter, gtk_editable_get_text (entry));
  if (peer->loaded)
    show_rows (peer);
}

static void
choose (Peer *peer, guint position)
{
  PeerPlace *place = g_list_model_get_item (G_LIST_MODEL (peer->filtered), position);
  if (!place)
    return;
  peer->choosing = TRUE;
  gtk_editable_set_text (GTK_EDITABLE (peer->entry), place->name);
  gtk_editable_set_position (GTK_EDITABLE (peer->entry), -1);
  peer->choosing = FALSE;
  gtk_popover_popdown (GTK_POPOVER (peer->popover));
  g_object_unref (place);
}

static void
on_list_activate (GtkListView *list, guint position, Peer *peer)
{
  choose (peer, position);
}

static void
on_entry_activate (GtkEntry *entry, Peer *peer)
{
  if (gtk_widget_get_visible (peer->popover))
    choose (peer, gtk_single_selection_get_selected (peer->selection));
}

static void
setup_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *label = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_list_item_set_child (item, label);
}

static void
bind_row (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  PeerPlace *place = gtk_list_item_get_item (item);
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), place->name);
}

static void
load_in_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  g_task_return_pointer (task, places_store (places_load ()), g_object_unref);
}

static void
on_loaded (GObject *source, GAsyncResult *result, gpointer data)
{
  Peer *peer = data;
  GListStore *store = g_task_propagate_pointer (G_TASK (result), NULL);
  gtk_sort_list_model_set_model (peer->sorted, G_LIST_MODEL (store));
  g_object_unref (store);
  peer->loaded = TRUE;
  show_rows (peer);
}

static void
on_entry_destroy (GtkWidget *entry, Peer *peer)
{
  gtk_widget_unparent (peer->popover);
}

int
main (int argc, char **argv)
{
  peer_args (argc, argv);
  gtk_init ();
  trace_open ();
  Peer *peer = g_new0 (Peer, 1);

  peer->filter = gtk_string_filter_new (gtk_property_expression_new (PEER_TYPE_PLACE, NULL, "name"));
  gtk_string_filter_set_match_mode (peer->filter, GTK_STRING_FILTER_MATCH_MODE_PREFIX);
  gtk_string_filter_set_ignore_case (peer->filter, TRUE);
  peer->sorted = gtk_sort_list_model_new (NULL, places_sorter ());
  peer->filtered = gtk_filter_list_model_new (G_LIST_MODEL (peer->sorted), GTK_FILTER (peer->filter));
  peer->selection = gtk_single_selection_new (G_LIST_MODEL (peer->filtered));

  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), NULL);
  GtkWidget *list = gtk_list_view_new (GTK_SELECTION_MODEL (peer->selection), factory);
  g_signal_connect (list, "activate", G_CALLBACK (on_list_activate), peer);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 160); /* about 8 rows, as the app shows */
  gtk_widget_set_size_request (scroller, 360, -1);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);

  peer->entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (peer->entry), "Place");
  g_signal_connect (peer->entry, "changed", G_CALLBACK (on_changed), peer);
  g_signal_connect (peer->entry, "activate", G_CALLBACK (on_entry_activate), peer);
  g_signal_connect (peer->entry, "destroy", G_CALLBACK (on_entry_destroy), peer);
  trace_keys (peer->entry);

  peer->popover = gtk_popover_new ();
  gtk_popover_set_autohide (GTK_POPOVER (peer->popover), FALSE); /* keys stay in the entry */
  gtk_popover_set_has_arrow (GTK_POPOVER (peer->popover), FALSE);
  gtk_popover_set_position (GTK_POPOVER (peer->popover), GTK_POS_BOTTOM);
  gtk_popover_set_child (GTK_POPOVER (peer->popover), scroller);
  gtk_widget_set_parent (peer->popover, peer->entry);
  trace_paints (peer->popover);

  present_window ("listview peer", peer->entry);

  GTask *task = g_task_new (NULL, NULL, on_loaded, peer);
  g_task_run_in_thread (task, load_in_thread);
  g_object_unref (task);
  run_until_closed ();
  return 0;
}

/* Peer "entrycompletion": a GtkEntry with a GtkEntryCompletion over a
 * GtkListStore of the names, heaviest first, with the default match
 * function (the row's text, normalized and case-folded, starts with the
 * entry's) and the default popup. In GTK 4.8 the completion refilters 100 ms
 * after the last change (a GtkTreeModelFilter over every row), then shows or
 * resizes its popup.
 *
 * Loading: on the main thread, before the window shows, the usual way: a
 * GtkListStore is a GTK object, filled on the main thread.
 *
 * Trace: "key" (capture on the entry), "rendered rows" once the completion
 * has refiltered (the first row signal of its filter model during a
 * refilter schedules it for when the refilter and the popup's update are
 * over: an idle at default priority, before the next frame) and when
 * the text is emptied (the popup closes at once); "painted" (window and
 * popup). */
#include "peer.h"

static gboolean rows_pending;

static gboolean
trace_rows (gpointer data)
{
  rows_pending = FALSE;
  trace_event ("rendered", "rows");
  return G_SOURCE_REMOVE;
}

static void
on_filter_row_deleted (GtkTreeModel *model, GtkTreePath *path, gpointer data)
{
  if (rows_pending)
    return;
  rows_pending = TRUE;
  g_idle_add_full (G_PRIORITY_DEFAULT, trace_rows, NULL, NULL);
}

static void
on_filter_row (GtkTreeModel *model, GtkTreePath *path, GtkTreeIter *iter, gpointer data)
{
  on_filter_row_deleted (model, path, data);
}

static void
on_changed_after (GtkEditable *entry, gpointer data)
{
  if (!*gtk_editable_get_text (entry))
    trace_event ("rendered", "rows");
}

static const gint64 *sort_weights;

static int
heavier_first (gconstpointer a, gconstpointer b, gpointer data)
{
  gint64 wa = sort_weights[*(const guint *) a], wb = sort_weights[*(const guint *) b];
  return wa > wb ? -1 : wa < wb;
}

int
main (int argc, char **argv)
{
  peer_args (argc, argv);
  gtk_init ();
  trace_open ();

  Places *places = places_load ();
  guint *order = g_new (guint, places->count);
  for (guint i = 0; i < places->count; i++)
    order[i] = i;
  sort_weights = places->weights;
  g_qsort_with_data (order, places->count, sizeof (guint), heavier_first, NULL);
  GtkListStore *store = gtk_list_store_new (2, G_TYPE_STRING, G_TYPE_INT64);
  for (guint i = 0; i < places->count; i++)
    gtk_list_store_insert_with_values (store, NULL, -1, 0, places->names[order[i]], 1, places->weights[order[i]], -1);
  g_strfreev (places->names);
  g_free (places->weights);
  g_free (places);
  g_free (order);

  GtkEntryCompletion *completion = gtk_entry_completion_new ();
  gtk_entry_completion_set_model (completion, GTK_TREE_MODEL (store));
  gtk_entry_completion_set_text_column (completion, 0);
  GtkWidget *entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "Place");
  gtk_entry_set_completion (GTK_ENTRY (entry), completion);
  trace_keys (entry);
  g_signal_connect_after (entry, "changed", G_CALLBACK (on_changed_after), NULL);

  /* The popup and its filter model are the completion's own; found to trace them. */
  GtkWidget *popup = find_descendant (entry, GTK_TYPE_POPOVER);
  GtkWidget *view = popup ? find_descendant (popup, GTK_TYPE_TREE_VIEW) : NULL;
  if (!view)
    g_error ("no tree view in the GtkEntryCompletion's popup");
  GtkTreeModel *filter = gtk_tree_view_get_model (GTK_TREE_VIEW (view));
  g_signal_connect_after (filter, "row-inserted", G_CALLBACK (on_filter_row), NULL);
  g_signal_connect_after (filter, "row-changed", G_CALLBACK (on_filter_row), NULL);
  g_signal_connect_after (filter, "row-deleted", G_CALLBACK (on_filter_row_deleted), NULL);
  trace_paints (popup);

  present_window ("entrycompletion peer", entry);
  run_until_closed ();
  return 0;
}

/* Peer "dropdown": a GtkDropDown with enable-search over every place,
 * heaviest first, and an expression over the names. Its own search does the
 * matching: in GTK 4.8, a GtkStringFilter (prefix, ignoring case) set from
 * its GtkSearchEntry's "search-changed", which GtkSearchEntry delays by
 * 150 ms after the last key.
 *
 * Model: GListStore of places -> GtkSortListModel (weight, descending),
 * sorted once. The dropdown filters it.
 *
 * Loading: on the main thread, before the window shows, the usual way: a
 * GtkDropDown made with its model.
 *
 * To type, open the dropdown first (Space on it), then type: the keys go to
 * the search entry in its popup.
 *
 * Trace: "key" (capture on the dropdown and on its popup), "rendered rows"
 * after the dropdown has applied a search (run after its "search-changed"
 * handler: the filter model has refiltered and told the popup's list view)
 * and when the popup opens; "painted" (window and popup). */
#include "peer.h"

static void
on_search_applied (GtkSearchEntry *entry, gpointer data)
{
  trace_event ("rendered", "rows");
}

static void
on_popup_shown (GtkWidget *popup, gpointer data)
{
  trace_event ("rendered", "rows");
}

int
main (int argc, char **argv)
{
  peer_args (argc, argv);
  gtk_init ();
  trace_open ();

  GListModel *places = G_LIST_MODEL (gtk_sort_list_model_new (G_LIST_MODEL (places_store (places_load ())), places_sorter ()));
  GtkWidget *dropdown = gtk_drop_down_new (places, gtk_property_expression_new (PEER_TYPE_PLACE, NULL, "name"));
  gtk_drop_down_set_enable_search (GTK_DROP_DOWN (dropdown), TRUE);
  trace_keys (dropdown);

  /* The popup and its search entry are the dropdown's own; found to trace them. */
  GtkWidget *popup = find_descendant (dropdown, GTK_TYPE_POPOVER);
  GtkWidget *search = popup ? find_descendant (popup, GTK_TYPE_SEARCH_ENTRY) : NULL;
  if (!search)
    g_error ("no search entry in the GtkDropDown");
  trace_keys (popup);
  trace_paints (popup);
  g_signal_connect (popup, "show", G_CALLBACK (on_popup_shown), NULL);
  g_signal_connect_after (search, "search-changed", G_CALLBACK (on_search_applied), NULL);

  present_window ("dropdown peer", dropdown);
  run_until_closed ();
  return 0;
}

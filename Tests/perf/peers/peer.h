/* What the three peer programs share: the trace, the data file and a place
 * object. Each peer is one .c file that includes this header; see
 * docs/PERFORMANCE.md ("The whole path") and scripts/bench_gui.py, which
 * builds them with `cc $(pkg-config --cflags --libs gtk4)`.
 *
 * Usage of every peer: PEER FILE.tsv [NAME_COLUMN [WEIGHT_COLUMN]]
 * (defaults "name" and "population": the columns of data/bench/cities500.tsv
 * that scripts/bench_gui.py's form uses). */
#pragma once

#define GDK_VERSION_MIN_REQUIRED GDK_VERSION_4_8
#define GDK_VERSION_MAX_ALLOWED GDK_VERSION_4_8
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <fcntl.h>
#include <unistd.h>

/* ---- Trace: the app's TYPEAHEAD_TRACE format (TraceLog.swift) ----------
 * One line per event, one write(2) each: CLOCK_MONOTONIC microseconds, the
 * event's name and a detail, tab-separated. */

static int trace_fd = -1;

static void
trace_event (const char *name, const char *detail)
{
  if (trace_fd < 0)
    return;
  struct timespec now;
  clock_gettime (CLOCK_MONOTONIC, &now);
  char line[256];
  int length = snprintf (line, sizeof line, "%llu\t%s\t%s\n",
                         (unsigned long long) now.tv_sec * 1000000ull + (unsigned long long) now.tv_nsec / 1000ull,
                         name, detail ? detail : "");
  if (length > 0)
    (void) !write (trace_fd, line, MIN ((size_t) length, sizeof line - 1));
}

static void
trace_open (void)
{
  const char *path = g_getenv ("TYPEAHEAD_TRACE");
  if (path && *path)
    trace_fd = open (path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
}

/* "key": a key press reached WIDGET (capture phase, before any child). */
static gboolean
on_key_traced (GtkEventControllerKey *controller, guint keyval, guint keycode,
               GdkModifierType state, gpointer data)
{
  const char *name = gdk_keyval_name (keyval);
  trace_event ("key", name ? name : "?");
  return FALSE;
}

static void
trace_keys (GtkWidget *widget)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_traced), NULL);
  gtk_widget_add_controller (widget, keys);
}

/* "painted": the frame clock of WIDGET's surface finished a frame. Popovers
 * are surfaces of their own; each distinct clock is traced once (on X11 a
 * popup shares its parent's clock, so this is one clock in practice). */
static GPtrArray *traced_clocks;

static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  trace_event ("painted", "");
}

static void
on_map_trace_paints (GtkWidget *widget, gpointer data)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  if (!traced_clocks)
    traced_clocks = g_ptr_array_new ();
  if (!clock || g_ptr_array_find (traced_clocks, clock, NULL))
    return;
  g_ptr_array_add (traced_clocks, g_object_ref (clock));
  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
}

static void
trace_paints (GtkWidget *widget)
{
  if (trace_fd >= 0)
    g_signal_connect (widget, "map", G_CALLBACK (on_map_trace_paints), NULL);
}

/* ---- The data: a TSV file with a header ---------------------------------- */

static const char *data_path, *name_column = "name", *weight_column = "population";

/* Reads the command line: FILE.tsv [NAME_COLUMN [WEIGHT_COLUMN]]. */
static void
peer_args (int argc, char **argv)
{
  if (argc < 2)
    {
      g_printerr ("usage: %s FILE.tsv [NAME_COLUMN [WEIGHT_COLUMN]]\n", argv[0]);
      exit (2);
    }
  data_path = argv[1];
  if (argc > 2)
    name_column = argv[2];
  if (argc > 3)
    weight_column = argv[3];
}

typedef struct {
  char **names;    /* UTF-8, one per row, owned */
  gint64 *weights; /* the weight column, 0 when empty */
  guint count;
} Places;

static int
column_index (char **header, const char *name)
{
  for (int i = 0; header[i]; i++)
    if (strcmp (g_strstrip (header[i]), name) == 0)
      return i;
  return -1;
}

/* Reads the name and weight columns of every row; exits on a bad file. */
static Places *
places_load (void)
{
  const char *path = data_path;
  char *contents;
  gsize length;
  GError *error = NULL;
  if (!g_file_get_contents (path, &contents, &length, &error))
    g_error ("%s", error->message);
  char *line = contents, *end = contents + length;
  char *newline = memchr (line, '\n', end - line);
  if (!newline)
    g_error ("%s: no header", path);
  *newline = '\0';
  char **header = g_strsplit (line, "\t", -1);
  int name_at = column_index (header, name_column), weight_at = column_index (header, weight_column);
  if (name_at < 0 || weight_at < 0)
    g_error ("%s: no column %s or %s", path, name_column, weight_column);
  g_strfreev (header);

  GPtrArray *names = g_ptr_array_new ();
  GArray *weights = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (line = newline + 1; line < end; line = newline + 1)
    {
      newline = memchr (line, '\n', end - line);
      if (!newline)
        newline = end;
      *newline = '\0';
      if (newline > line && newline[-1] == '\r')
        newline[-1] = '\0';
      const char *name = NULL;
      gint64 weight = 0;
      char *field = line;
      for (int column = 0; field; column++)
        {
          char *tab = strchr (field, '\t');
          if (tab)
            *tab = '\0';
          if (column == name_at)
            name = field;
          else if (column == weight_at)
            weight = g_ascii_strtoll (field, NULL, 10);
          field = tab ? tab + 1 : NULL;
        }
      if (name && *name)
        {
          g_ptr_array_add (names, g_strdup (name));
          g_array_append_val (weights, weight);
        }
    }
  g_free (contents);

  Places *places = g_new (Places, 1);
  places->count = names->len;
  g_ptr_array_add (names, NULL);
  places->names = (char **) g_ptr_array_free (names, FALSE);
  places->weights = (gint64 *) g_array_free (weights, FALSE);
  return places;
}

/* ---- A place as a GObject, for GListModel peers -------------------------
 * Two read-only properties, "name" and "weight", for expressions. */

#define PEER_TYPE_PLACE (peer_place_get_type ())
G_DECLARE_FINAL_TYPE (PeerPlace, peer_place, PEER, PLACE, GObject)

struct _PeerPlace {
  GObject parent;
  char *name;
  gint64 weight;
};

G_DEFINE_FINAL_TYPE (PeerPlace, peer_place, G_TYPE_OBJECT)

enum { PLACE_PROP_NAME = 1, PLACE_PROP_WEIGHT };

static void
peer_place_get_property (GObject *object, guint id, GValue *value, GParamSpec *pspec)
{
  PeerPlace *place = PEER_PLACE (object);
  if (id == PLACE_PROP_NAME)
    g_value_set_string (value, place->name);
  else if (id == PLACE_PROP_WEIGHT)
    g_value_set_int64 (value, place->weight);
}

static void
peer_place_finalize (GObject *object)
{
  g_free (PEER_PLACE (object)->name);
  G_OBJECT_CLASS (peer_place_parent_class)->finalize (object);
}

static void
peer_place_class_init (PeerPlaceClass *class)
{
  G_OBJECT_CLASS (class)->get_property = peer_place_get_property;
  G_OBJECT_CLASS (class)->finalize = peer_place_finalize;
  g_object_class_install_property (G_OBJECT_CLASS (class), PLACE_PROP_NAME,
    g_param_spec_string ("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
  g_object_class_install_property (G_OBJECT_CLASS (class), PLACE_PROP_WEIGHT,
    g_param_spec_int64 ("weight", NULL, NULL, G_MININT64, G_MAXINT64, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS));
}

static void
peer_place_init (PeerPlace *place)
{
}

/* A GListStore of every place, in file order; takes the names from PLACES. */
G_GNUC_UNUSED static GListStore *
places_store (Places *places)
{
  gpointer *items = g_new (gpointer, places->count);
  for (guint i = 0; i < places->count; i++)
    {
      PeerPlace *place = g_object_new (PEER_TYPE_PLACE, NULL);
      place->name = places->names[i];
      place->weight = places->weights[i];
      items[i] = place;
    }
  GListStore *store = g_list_store_new (PEER_TYPE_PLACE);
  g_list_store_splice (store, 0, 0, items, places->count);
  for (guint i = 0; i < places->count; i++)
    g_object_unref (items[i]);
  g_free (items);
  g_free (places->names);
  g_free (places->weights);
  g_free (places);
  return store;
}

/* Heaviest first: the order a suggestion list shows. */
G_GNUC_UNUSED static GtkSorter *
places_sorter (void)
{
  GtkNumericSorter *sorter = gtk_numeric_sorter_new (gtk_property_expression_new (PEER_TYPE_PLACE, NULL, "weight"));
  gtk_numeric_sorter_set_sort_order (sorter, GTK_SORT_DESCENDING);
  return GTK_SORTER (sorter);
}

/* The first widget of `type` at or below `widget`: a part GTK builds
   inside its own widgets (a popup, its search entry), found to trace it. */
G_GNUC_UNUSED static GtkWidget *
find_descendant (GtkWidget *widget, GType type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (widget, type))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_descendant (child, type);
      if (found)
        return found;
    }
  return NULL;
}

/* Shows the one window every peer has: its field under a "Place" label,
   painting traced, the field focused. */
static void
present_window (const char *title, GtkWidget *field)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_box_append (GTK_BOX (box), gtk_label_new ("Place"));
  gtk_box_append (GTK_BOX (box), field);
  GtkWidget *window = gtk_window_new ();
  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_default_size (GTK_WINDOW (window), 400, 520);
  gtk_window_set_child (GTK_WINDOW (window), box);
  trace_paints (window);
  gtk_window_present (GTK_WINDOW (window));
  gtk_widget_grab_focus (field);
}

/* Runs a main loop until the last window closes. */
static void
run_until_closed (void)
{
  while (g_list_model_get_n_items (gtk_window_get_toplevels ()) > 0)
    g_main_context_iteration (NULL, TRUE);
}

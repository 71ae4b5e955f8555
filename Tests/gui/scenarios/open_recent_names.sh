# Open Recent names two files that share a name by their folders (issue
# 23: two different trip.form.json read the same), and lists the file
# just opened. Checked through the
# accessibility tree of the open submenu, and looked at.
source "$(dirname "${BASH_SOURCE[0]}")/../orca.sh"
mkdir -p "$WORK/Trips" "$WORK/Old/Trips"
for folder in Trips Old/Trips; do
    cat >"$WORK/$folder/trip.form.json" <<'JSON'
{ "title": "Trip", "fields": [{ "id": "who", "label": "Who" }] }
JSON
done
recent_has() { grep -q "$1" "$XDG_DATA_HOME/recently-used.xbel" 2>/dev/null; }
cp "$WORK/Trips/trip.form.json" "$WORK/other.form.json"
app_start "$WORK/Trips/trip.form.json" --output "$WORK/a.jsonl"
wait_for recent_has "$WORK/Trips/trip.form.json"
app_quit_cleanly
app_start "$WORK/Old/Trips/trip.form.json" --output "$WORK/b.jsonl"
wait_for recent_has "$WORK/Old/Trips/trip.form.json"
app_quit_cleanly
# A third form: its menu lists the two before it.
a11y_bus_start
app_start_accessible "$WORK/other.form.json" --output "$WORK/c.jsonl"
a11y_wait '^text\|Who\|'
# The main menu, its first item, Open Recent, opened.
open_main_menu
press Return
a11y_wait 'trip\.form\.json \(~/Old/Trips\)'
a11y_wait 'trip\.form\.json \(~/Trips\)'
# The file this window opened is listed too: GTK adds it a moment after
# the window is built, and the menu follows (it was missing until the next launch).
a11y_wait '^menu item\|other\.form\.json\|'
shot open-recent
press Escape Escape
app_stop

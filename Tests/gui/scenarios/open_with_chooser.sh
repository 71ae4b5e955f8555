# Ctrl+O opens the file chooser (without a portal, GTK's own dialog), in
# the home folder for the bundled demo form (issue 23: it opened on an empty
# Recent view); Ctrl+L and a typed path open a data file. The untouched
# demo form gives its window to it; an entry saved there goes to that
# file's own output. From there, the chooser opens in the file's folder.
mkdir -p "$WORK/Trips"
printf 'name,country\nZürich,Switzerland\nBern,Switzerland\n' >"$WORK/Trips/places.csv"
printf 'name\nAda\n' >"$WORK/Trips/travellers.csv"
a11y_on
app_start
press ctrl+o
chooser_shown() { [ "$(app_windows | wc -l)" -ge 2 ]; }
wait_for chooser_shown --seconds 5
# Home is chosen in the sidebar, and the path bar ends in the home folder.
# (GTK 4.8 gives the file list's rows no accessible objects.)
a11y_wait '^list item\|\|Open your personal folder\|[^|]*selected'
a11y_wait "^label\\|$(basename "$WORK")\\|"
press ctrl+l
type_text "$WORK/Trips/places.csv"
shot chooser
press Return
wait_for_window_named "places.csv"
one_window() { [ "$(app_windows | wc -l | tr -d ' ')" -eq 1 ]; }
wait_for one_window --seconds 5   # the file's form only: the chooser and the demo form's went
shot opened
type_text "zur"
press Return
press ctrl+Return
output=$(ls "$WORK"/data/typeahead/places.csv-*.jsonl)
wait_for_lines "$output" 1
assert_eq "$(json_get "$output" 1 'd["values"]["country"]')" "Switzerland" "the filled country"
shot saved
# Open Recent lists it now.
grep -q "places.csv" "$XDG_DATA_HOME/recently-used.xbel" || fail "not in the recent files"
# Ctrl+O from the data file's window opens in its folder, Trips.
press ctrl+o
wait_for chooser_shown --seconds 5
a11y_wait '^label\|Trips\|'
shot chooser-in-folder
press Escape
app_quit_cleanly

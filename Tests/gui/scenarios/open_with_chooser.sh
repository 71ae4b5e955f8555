# Ctrl+O opens the file chooser (without a portal, GTK's own dialog);
# Ctrl+L and a typed path open a data file. The untouched demo form gives
# its window to it; an entry saved there goes to that file's own output.
printf 'name,country\nZürich,Switzerland\nBern,Switzerland\n' >"$WORK/places.csv"
app_start
press ctrl+o
chooser_shown() { [ "$(app_windows | wc -l)" -ge 2 ]; }
wait_for chooser_shown --seconds 5
press ctrl+l
type_text "$WORK/places.csv"
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
app_quit_cleanly

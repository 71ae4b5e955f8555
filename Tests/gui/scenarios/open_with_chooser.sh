# Ctrl+O opens the file chooser (without a portal, GTK's own dialog);
# Ctrl+L and a typed path open a data file. The untouched demo form gives
# its window to it; an entry saved there goes to that file's own output.
printf 'name,country\nZürich,Switzerland\nBern,Switzerland\n' >"$WORK/places.csv"
app_start
press ctrl+o
sleep 1
[ "$(app_windows | wc -l)" -ge 2 ] || fail "no file chooser appeared"
press ctrl+l
type_text "$WORK/places.csv"
shot chooser
press Return
wait_for_window_named "places.csv"
assert_eq "$(app_windows | wc -l | tr -d ' ')" "1" "windows once the file is open (the demo form's went)"
shot opened
type_text "zur"
press Return
press ctrl+Return
output=$(ls "$WORK"/data/typeahead/places.csv-*.jsonl)
wait_for_lines "$output" 1
assert_eq "$(json_get "$output" 1 'd["values"]["country"]')" "Switzerland" "the filled country"
settle 0.5
shot saved
# Open Recent lists it now.
grep -q "places.csv" "$XDG_DATA_HOME/recently-used.xbel" || fail "not in the recent files"
app_quit_cleanly

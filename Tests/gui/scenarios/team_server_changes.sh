# Issue 49.2: the team's list follows the server. Three entries saved in
# team mode; then, on the server, one row is UPDATEd (its name and who
# entered it) and one DELETEd with psql, as an administrator would. Within
# the list's refresh the entries view shows the change as a correction
# ("Entered by" from the row's column) and the deletion; after a restart,
# the same, nothing twice.
source "$GUI_DIR/postgres.sh"
pg_start
export TYPEAHEAD_ENTERED_BY="Ana"
URI="postgresql://postgres@127.0.0.1:$PG_PORT/postgres?sslmode=require"
write_notes_form "$WORK/notes.form.json"

a11y_on
app_start "$WORK/notes.form.json" --output "$URI"
for name in Ada Bob Cy; do
    type_text "$name"
    press ctrl+Return
done
wait_for pg_rows_are 3 --seconds 10
press ctrl+e
a11y_wait '^label\|3 entries · 3 today\|' 10

pg "UPDATE entries SET entry = jsonb_set(entry, '{values,name}', '\"Bea\"'), entered_by = 'Carla' WHERE entry->'values'->>'name' = 'Bob';
    DELETE FROM entries WHERE entry->'values'->>'name' = 'Cy'" >/dev/null
# Read every two seconds: shown within a few.
a11y_wait '^label\|2 entries · 2 today\|' 10
a11y_wait '^table row\|Saved: Today [0-9:]+, corrected, Entered by: Carla, Name: Bea'
a11y_wait '^table row\|Saved: Today [0-9:]+, Entered by: Ana, Name: Ada'
a11y_gone '^table row\|.*Name: (Bob|Cy)'
shot changed
app_stop
copy=$(ls "$WORK"/cache/typeahead/team/*.jsonl)
assert_eq "$(wc -l <"$copy")" "5" "the copy: three saves, a correction, a deletion"

# After a restart: the same list, and the copy gains nothing.
app_start "$WORK/notes.form.json" --output "$URI"
press ctrl+e
a11y_wait '^label\|2 entries · 2 today\|' 10
a11y_wait '^table row\|Saved: Today [0-9:]+, corrected, Entered by: Carla, Name: Bea'
sleep 2.5   # one more read of the server
app_stop
assert_eq "$(wc -l <"$copy")" "5" "nothing twice after a restart"

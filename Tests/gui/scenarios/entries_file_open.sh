# `typeahead FILE.jsonl` on Typeahead's own entries: the window opens on
# them, with the form their lines name (Ctrl+E goes to it, and its saves go
# to that file). With the form gone, the entries show read-only, with a
# banner saying why, and Delete changes nothing.
write_notes_form "$WORK/notes.form.json"
OUT="$WORK/notes entries.jsonl"
a11y_on
app_start "$WORK/notes.form.json" --output "$OUT"
for name in Ann Ben; do
    type_text "$name"
    press ctrl+Return
done
wait_for_lines "$OUT" 2
app_quit_cleanly

app_start "$OUT"
a11y_wait '^label\|2 entries · 2 today\|'
a11y_wait '^table row\|Saved: Today [0-9:]+, Name: Ben\|'
a11y_wait '^page tab\|Entries\|[^|]*\|[^|]*selected'
shot opened
press ctrl+e            # the Notes form, saving to the same file
a11y_wait '^text\|Name\|[^|]*\|[^|]*focused'
type_text "Cy"
press ctrl+Return
wait_for_lines "$OUT" 3
assert_eq "$(json_get "$OUT" 3 'd["values"]["name"]')" "Cy" "saved to the entries file opened"
press ctrl+e
a11y_wait '^label\|3 entries · 3 today\|'
app_quit_cleanly

mv "$WORK/notes.form.json" "$WORK/gone.form.json"
app_start "$OUT"
a11y_wait '^label\|Read-only: its form [^|]*notes.form.json is gone\|'
a11y_wait '^table row\|Saved: Today [0-9:]+, name: Cy\|'
shot read-only
press Delete
a11y_wait '^label\|Read-only: its form'
press Return
assert_lines "$OUT" 3
grep -q '^page tab|Form' "$WORK/tree.txt" && a11y_failed "a read-only window offers the form"
press ctrl+e            # nothing to go back to
a11y_wait '^table row\|Saved: Today [0-9:]+, name: Cy\|'
app_quit_cleanly

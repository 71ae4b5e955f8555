# Deleting from the list: Delete takes the selected entry out at once and
# appends a line that deletes it; Ctrl+Z, or the toast's Undo, brings it
# back with a line that supersedes the deletion. The file keeps every line.
OUT="$WORK/out.jsonl"
a11y_on
app_start --output "$OUT"
save_trips "$OUT" Ada Bob Cy

press ctrl+e
a11y_wait '^table row\|Saved: [^|]*Traveller: Cy,[^|]*\|[^|]*\|[^|]*selected'
press Down
a11y_wait '^table row\|Saved: [^|]*Traveller: Bob,[^|]*\|[^|]*\|[^|]*selected'
press Delete
a11y_wait '^label\|Entry deleted\|'    # the toast, with Undo
shot deleted
grep -qE '^label\|2 entries · 2 today\|' "$WORK/tree.txt" || a11y_failed "the count did not go down"
grep -qE '^table row\|Saved: [^|]*Traveller: Bob,' "$WORK/tree.txt" && a11y_failed "Bob is still listed"
grep -qE '^table row\|Saved: [^|]*Traveller: Ada,[^|]*\|[^|]*\|[^|]*selected' "$WORK/tree.txt" || a11y_failed "the next row is not selected"
wait_for_lines "$OUT" 4
assert_eq "$(json_get "$OUT" 4 'd["deletes"]')" "$(json_get "$OUT" 2 'd["id"]')" "the deletion names Bob"

press ctrl+z
wait_for_lines "$OUT" 5
assert_eq "$(json_get "$OUT" 5 'd["supersedes"]')" "$(json_get "$OUT" 4 'd["id"]')" "the restoring line supersedes the deletion"
assert_eq "$(json_get "$OUT" 5 '[d["values"]["traveller"], d["records"]["city"]]')" "['Bob', '2657896']" "Bob comes back whole"
a11y_wait '^table row\|Saved: [^|]*Traveller: Bob,'
a11y_wait '^label\|3 entries · 3 today\|'

# Again, undone with the toast's button this time.
press Home
a11y_wait '^table row\|Saved: [^|]*Traveller: Cy,[^|]*\|[^|]*\|[^|]*selected'
press Delete
a11y_wait '^label\|Entry deleted\|'
click_button Undo
a11y_wait '^label\|Entry restored\|'
wait_for_lines "$OUT" 7
a11y_wait '^table row\|Saved: [^|]*Traveller: Cy,'
a11y_wait '^label\|3 entries · 3 today\|'
assert_eq "$("$TYPEAHEAD_BIN" export "$OUT" | tail -n +2 | cut -d, -f1 | sort | tr '\n' ' ')" "Ada Bob Cy " "every entry is live again"

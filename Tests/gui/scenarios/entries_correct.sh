# Correcting an entry from the list: Return (or a double click) opens it in
# the form, with its records, checked as when it was entered; saving writes
# a line that supersedes it and returns to the list, which shows the
# correction. Ctrl+E during a correction goes back without saving it.
OUT="$WORK/out.jsonl"
a11y_on
app_start --output "$OUT"
save_trips "$OUT" Ada Bob

press ctrl+e
a11y_wait '^table row\|Saved: [^|]*Traveller: Bob,[^|]*\|[^|]*\|[^|]*selected'
press Down
a11y_wait '^table row\|Saved: [^|]*Traveller: Ada,[^|]*\|[^|]*\|[^|]*selected'
press Return            # Ada, in the form
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*\|Ada$'
a11y_wait '^text\|City\|[^|]*\|[^|]*\|Zürich$'
a11y_wait '^label\|Correcting a saved entry'
shot correcting
press ctrl+a
type_text "Ada Lovelace"
press ctrl+Return
a11y_wait '^label\|Entry corrected\|'   # the toast, while it shows (4 s)
wait_for_lines "$OUT" 3
assert_eq "$(json_get "$OUT" 3 'd["supersedes"]')" "$(json_get "$OUT" 1 'd["id"]')" "the correction names the entry"
assert_eq "$(json_get "$OUT" 3 '[d["values"]["traveller"], d["values"]["city"], d["records"]["city"]]')" \
    "['Ada Lovelace', 'Zürich', '2657896']" "the correction keeps the record"
# Back in the list, which shows the correction.
a11y_wait '^table row\|Saved: Today [0-9:]+, corrected, Traveller: Ada Lovelace,'
a11y_wait '^label\|2 entries · 2 today\|'
shot corrected

# A double click opens Bob; Ctrl+E goes back without saving.
xdotool mousemove --window "$APP_WINDOW" 150 132 click --repeat 2 --delay 60 1
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*\|Bob$'
type_text " Smith"
press ctrl+e
a11y_wait '^table row\|Saved: [^|]*Traveller: Bob,'
assert_lines "$OUT" 3
press ctrl+e            # the form again: empty, as before the correction
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*\|$'
assert_eq "$("$TYPEAHEAD_BIN" export "$OUT" | tail -n +2 | cut -d, -f1 | sort | tr '\n' ' ')" "Ada Lovelace Bob " "the live entries"

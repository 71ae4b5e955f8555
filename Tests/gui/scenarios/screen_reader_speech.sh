# With the Orca screen reader running (headless, no speech server, every
# utterance logged), what a person hears: each field's label alone and that
# it is required and has suggestions; the completed text; the number of
# suggestions once per pause; each highlighted row with its detail and
# place while focus stays in the entry; errors with "Did you mean"; the
# toasts of saving and clearing.
source "$(dirname "${BASH_SOURCE[0]}")/../orca.sh"
cat >"$WORK/places.csv" <<'CSV'
city,region,country,population
Zürich,Zürich,Switzerland,420000
Zagreb,City of Zagreb,Croatia,390000
Zug,Zug,Switzerland,30000
Basel,Basel-City,Switzerland,170000
CSV
cat >"$WORK/trip.form.json" <<'JSON'
{
  "title": "Flight",
  "sources": { "places": { "file": "places.csv", "key": "city", "weight": "population", "detail": "{region}, {country}" } },
  "fields": [
    { "id": "pilot", "label": "Pilot", "required": true },
    { "id": "city", "label": "City", "source": "places", "column": "city", "required": true, "strict": true },
    { "id": "country", "label": "Country", "source": "places", "column": "country", "record": "city" }
  ]
}
JSON
orca_start
speech_mark
app_start_accessible "$WORK/trip.form.json" --output "$WORK/out.jsonl"

# Entering a field: its label alone, then what the reader cannot tell.
# (Orca may read only the window at start, when the app's first focus came
# before the app joined the AT-SPI registry; the first field is heard again
# after the save below.)
type_text "Ada"
speech_mark
press Tab
hear "City text"
hear "required, has suggestions"

# Inline completion: the completed value, and Orca's own "… selected".
speech_mark
xdotool type --delay 40 "z"
hear "Zürich"
hear "selected" # Orca 43 says "züric selected" for the selected "ürich"
# Once the typing pauses: how many suggestions.
hear "3 suggestions"

# Arrows: the highlighted row, its detail and place, focus staying in the entry.
speech_mark
press Down
hear "Zagreb, City of Zagreb, Croatia, 2 of 3"
press Down
hear "Zug, Zug, Switzerland, 3 of 3"
speech_mark
press Up
hear "Zagreb, City of Zagreb, Croatia, 2 of 3"
press Up
hear "Zürich, Zürich, Switzerland, 1 of 3"
speech_mark
press Page_Down
hear "Zug, Zug, Switzerland, 3 of 3"
press Page_Up
hear "Zürich, Zürich, Switzerland, 1 of 3"
[ "$(heard_count 'City text')" -eq 0 ] || fail "the focus left the entry while moving through the list"

# Typing on: one count per pause, never one per letter.
press Escape
speech_mark
press ctrl+a
xdotool type --delay 60 "zu"
hear "2 suggestions"
sleep 1.5
assert_eq "$(heard_count 'suggestions')" "1" "the count was said once for 'zu'"
speech_mark
press ctrl+a
xdotool type --delay 60 "qqq"
hear "No matches"
sleep 1.5
assert_eq "$(heard_count 'No matches')" "1" "No matches was said once"

# An unknown value: the error and the closest value.
press ctrl+a
type_text "Zurihc"
press Escape
speech_mark
press Return
hear "Choose one of the suggested values. Did you mean Zürich?"

# Taking it, and saving: the toast.
press Return
speech_mark
press Return
wait_for_lines "$WORK/out.jsonl" 1
hear "Pilot text"
hear "required. Saved entry 1 to out.jsonl. Press Ctrl+Z to undo."  # the toast names the file, and says how to take the entry back
[ "$(heard_count 'Pilot *')" -eq 0 ] || fail "the label was read with its '*'"

# Clearing: the toast.
type_text "Bo"
speech_mark
press ctrl+n
hear "Form cleared. Press Ctrl+Z to undo."

# A failed save's banner and a restored draft's toast: screen_reader_banners.

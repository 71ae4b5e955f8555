# The accessible tree as a screen reader reads it (pyatspi over the app's
# own AT-SPI bus): fields named by their label alone, required, with
# autocompletion and a popup; the error linked and the field invalid; the
# list and its rows named; a restored draft announced; the header's
# spinner a busy progress bar while typed keys wait for an index.
source "$(dirname "${BASH_SOURCE[0]}")/../orca.sh"
cat >"$WORK/places.csv" <<'CSV'
city,region,country,population
Zürich,Zürich,Switzerland,420000
Zagreb,City of Zagreb,Croatia,390000
Zug,Zug,Switzerland,30000
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
a11y_bus_start
app_start_accessible "$WORK/trip.form.json" --output "$WORK/out.jsonl"
type_text "Ada"
press Tab
type_text "z"
a11y_wait '^text\|City\|3 suggestions\|'   # said once the typing pauses
a11y_tree open
press ctrl+a
type_text "Zurihc"
press Escape Return
a11y_wait '^text\|City\|[^|]*\|[^|]*invalid'
a11y_tree invalid
app_stop
app_start_accessible "$WORK/trip.form.json" --output "$WORK/out.jsonl"
a11y_wait '^text\|City\|[^|]*Restored the entry you had not saved'
a11y_tree draft
app_stop

# A file large enough to take a while to index: Return waits for it, and
# the header's spinner turns meanwhile.
write_places "$WORK/big.csv" 600000
app_start_accessible "$WORK/big.csv" --output "$WORK/big.jsonl"
xdotool type --delay 5 "ka"
xdotool key Return
a11y_tree busy

# The Statistics page (issue 52): a keyer keys three entries; the page,
# reached from the view switcher, shows each keyer's figures of the
# newest day as `typeahead stats` counts them, and the day's entries per
# hour as a chart; the arrow goes back to the day before; Escape returns
# to the form with its field's keyboard.
cat >"$WORK/household.form.json" <<'JSON'
{ "title": "Household",
  "fields": [
    { "id": "name", "label": "Head of household" } ] }
JSON
OUT="$WORK/out.jsonl"
# A line of another keyer, the day before.
echo '{"id": "019b76da-a800-7f2a-89a7-a6a365132701", "submitted": "2025-06-14T08:00:00Z", "enteredBy": "bo", "values": {"name": "Ada"}}' >"$OUT"
export TYPEAHEAD_ENTERED_BY=ana
a11y_on
app_start "$WORK/household.form.json" --output "$OUT"
for name in Bo Cy Di; do
    type_text "$name"
    press Return
done
wait_for_lines "$OUT" 4
today=$(date +%F)
stats=$("$TYPEAHEAD_BIN" stats "$OUT" --format csv | tr -d '\r')
assert_eq "$(echo "$stats" | grep "^ana,$today," | cut -d, -f3,4)" "3,9" "three entries, nine keys, as the lines say"
# The main menu's Statistics, by keyboard (the view switcher shows in a wider window).
press F10 Down Down Down Return
a11y_wait "^label\|3 entries on $today\|"
# The table's row as a screen reader reads it: ana's figures, as stats counts them.
a11y_wait "Keyer ana, Entries 3, Keys 9, "
# The chart in words: the hour the three were saved in, on this machine's clock.
hour=$(json_get "$OUT" 2 '__import__("datetime").datetime.fromisoformat(d["submitted"].replace("Z", "+00:00")).astimezone().hour')
a11y_wait "^filler\|Entries per hour: $hour:00, 3\|"
shot today
click_button "Previous Day"
a11y_wait '^label\|1 entry on 2025-06-14\|'
a11y_wait "Keyer bo, Entries 1, Keys 0, "
shot day-before
press Escape
a11y_wait '^text\|Head of household\|.*\|$'
type_text Ed
press Return
wait_for_lines "$OUT" 5
assert_eq "$(json_get "$OUT" 5 'd["values"]["name"]')" "Ed" "Escape gave the form back its keyboard"

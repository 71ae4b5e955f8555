# A form's counter (`"auto": "counter"`): the window shows the next number
# past the highest in the entries file, read-only; each saved entry takes
# its number as a JSON number and the next one counts on, across a restart;
# each line says who keyed it and how, and `typeahead stats` counts them.
cat >"$WORK/household.form.json" <<'JSON'
{ "title": "Household",
  "fields": [
    { "id": "number", "label": "Questionnaire", "type": "integer", "auto": "counter" },
    { "id": "name", "label": "Head of household" } ] }
JSON
OUT="$WORK/out.jsonl"
echo '{"id": "019b76da-a800-7f2a-89a7-a6a365132701", "submitted": "2027-01-15T08:00:00Z", "values": {"number": 41, "name": "Ada"}}' >"$OUT"
a11y_on
app_start "$WORK/household.form.json" --output "$OUT"
a11y_wait '^text\|Questionnaire\|.*\|42$'
shot start
type_text Bo
press Return
wait_for_lines "$OUT" 2
a11y_wait '^text\|Questionnaire\|.*\|43$'
type_text Cy
press Return
wait_for_lines "$OUT" 3
assert_eq "$(json_get "$OUT" 2 'repr(d["values"]["number"])')" "42" "the first new entry's number, a JSON number"
assert_eq "$(json_get "$OUT" 3 'repr(d["values"]["number"])')" "43" "the next"
# Each line says who keyed it and how (`typeahead stats` reads them):
# "Bo" and Return, "Cy" and Return, at 40 ms a key and 60 ms a press.
keyer=$(json_get "$OUT" 2 'd["enteredBy"]')
[ -n "$keyer" ] || fail "a saved line without its keyer"
assert_eq "$(json_get "$OUT" 2 'd["keying"]["keys"]')" "3" "two letters and Return"
stats=$("$TYPEAHEAD_BIN" stats "$OUT" --format csv | tr -d '\r')
assert_eq "$(echo "$stats" | head -1 | cut -d, -f1-4)" "keyer,day,entries,keystrokes" "the statistics' header"
assert_eq "$(echo "$stats" | grep "^$keyer," | cut -d, -f3,4)" "2,6" "two entries, six keys, as the lines say"
app_quit_cleanly
app_start "$WORK/household.form.json" --output "$OUT"
a11y_wait '^text\|Questionnaire\|.*\|44$'
shot restarted

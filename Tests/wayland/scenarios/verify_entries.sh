# limit: 90
# Verification on Wayland (issue 52): three households Ana keyed; Bea
# verifies them with `typeahead verify`, heads-down at 10 ms a key. Where
# she differs the field stops (the bell) and holds the keys typed on;
# Alt+2 keeps hers, Alt+1 keeps Ana's, and the lines say whose error it was.
write_verify_household "$WORK"
OUT="$WORK/out.jsonl"
for entry in "1 12 Ada 3" "2 13 Bo 2" "3 14 Cy 5"; do
    set -- $entry
    echo "{\"id\": \"e$1\", \"submitted\": \"2027-01-15T09:0$1:00Z\", \"enteredBy\": \"ana\", \"values\": {\"household\": \"$2\", \"head\": \"$3\", \"members\": \"$4\"}, \"records\": {}, \"keying\": {\"keys\": 12, \"seconds\": 9}}" >>"$OUT"
done
export TYPEAHEAD_ENTERED_BY=bea
app_start verify "$WORK/household.form.json" --output "$OUT"
banner_is() { grep -q -P "^\d+\tbanner\t\Q$1\E" "$TRACE"; }
wait_for banner_is "Verifying entry 1 of 3, keyed by ana"
keys_at 10 Ada Return 4 Return 9
wait_for banner_is "Members differs: keyed first as “3”, now “4”."
keys alt+2
wait_for_lines "$OUT" 4
assert_eq "$(json_get "$OUT" 4 '[d["verifies"], d["values"]["members"], d["verification"]["outcomes"], d["enteredBy"]]')" \
    "['e1', '4', {'members': 'keyer'}, 'bea']" "Bea's value kept, and the 9 typed on held out"
wait_for banner_is "Verifying entry 2 of 3, keyed by ana"
keys_at 10 Bob Return
wait_for banner_is "Head of household differs: keyed first as “Bo”, now “Bob”."
keys_at 10 alt+1 2 Return
wait_for_lines "$OUT" 5
assert_eq "$(json_get "$OUT" 5 '[d["values"]["head"], d["values"]["members"], d["verification"]["outcomes"]]')" \
    "['Bo', '2', {'head': 'verifier'}]" "Ana's value kept, and the keys after Alt+1 go on"
wait_for banner_is "Verifying entry 3 of 3, keyed by ana"
keys_at 10 Cy Return 5 Return
wait_for_lines "$OUT" 6
assert_eq "$(json_get "$OUT" 6 'd["verification"]["outcomes"]')" "{}" "agreeing throughout"

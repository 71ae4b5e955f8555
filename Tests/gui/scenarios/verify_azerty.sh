# Verifying on a French (AZERTY) keyboard (issue 52): the keys marked 1
# and 2 give "&" and "é" unshifted, and a verifier presses Alt with them
# as they are. Alt+& keeps the first keying, Alt+é the verifier's: the
# digit on the key counts, whatever the layout gives at its first level.
write_verify_household "$WORK"
OUT="$WORK/out.jsonl"
for entry in "1 12 Ada 3" "2 13 Bo 2"; do
    set -- $entry
    echo "{\"id\": \"e$1\", \"submitted\": \"2027-01-15T09:0$1:00Z\", \"enteredBy\": \"ana\", \"values\": {\"household\": \"$2\", \"head\": \"$3\", \"members\": \"$4\"}, \"records\": {}}" >>"$OUT"
done
setxkbmap -layout fr   # this scenario's own Xvfb: nothing to put back
export TYPEAHEAD_ENTERED_BY=bea
a11y_on
app_start verify "$WORK/household.form.json" --output "$OUT"
a11y_wait '^label\|Verifying entry 1 of 2, keyed by ana'
a11y_wait '^text\|Head of household\|.*focused.*\|$'
keys_at 10 Ada Return
# "4" is Shift with the apostrophe key on AZERTY: xdotool finds it so.
keys_at 10 4 Return
a11y_wait '^label\|Members differs: keyed first as “3”, now “4”'
press alt+eacute
wait_for_lines "$OUT" 3
assert_eq "$(json_get "$OUT" 3 '[d["values"]["members"], d["verification"]["outcomes"]]')" "['4', {'members': 'keyer'}]" "Alt+é is Alt+2: Bea's value kept"
a11y_wait '^label\|Verifying entry 2 of 2, keyed by ana'
keys_at 10 Bob Return
a11y_wait '^label\|Head of household differs: keyed first as “Bo”, now “Bob”'
press alt+ampersand
a11y_wait '^text\|Head of household\|.*\|Bo$'
keys_at 10 2 Return
wait_for_lines "$OUT" 4
assert_eq "$(json_get "$OUT" 4 '[d["values"]["head"], d["verification"]["outcomes"]]')" "['Bo', {'head': 'verifier'}]" "Alt+& is Alt+1: Ana's value kept"

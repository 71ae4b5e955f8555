# Heads-down keying, 5 ms a key from the moment the window maps: a whole
# value of one city is taken; "hamilton" (five Hamiltons) stops with the
# desktop's bell, and the rest of the record typed past the stop is poured
# nowhere and saves nothing. The keyer answers with the United Kingdom's
# Hamilton, and the next record begins past the sticky clerk.
OUT="$WORK/out.jsonl"
a11y_on
app_start_fast data/clinic.form.json --output "$OUT"
keys_at 5 AB Return zurich Return n1 Return hamilton Return n2 Return
wait_for_lines "$OUT" 1
settle
sleep 1
assert_lines "$OUT" 1   # the second record stopped: nothing past it saved
bells=$(grep -c "	bell	" "$TRACE" || true)
[ "$bells" -ge 1 ] || fail "no bell rang at the stop"
shot stopped
a11y_wait '^text\|City\|[^|]*\|[^|]*focused[^|]*\|hamilton$'
a11y_wait '^label\|More than one hamilton: choose one \(3 keys held[^|]*\|'
[ -z "$(field_text Note)" ] || fail "keys typed past the stop reached the note: $(field_text Note)"
# The keyer looks up and chooses the Hamilton in Scotland.
rows=$(a11y_dump | grep -E '^list item\|Hamilton, ' || true)
uk=$(printf '%s\n' "$rows" | grep -n 'Scotland' | head -1 | cut -d: -f1)
[ -n "$uk" ] || a11y_failed "the namesakes do not list the Hamilton in Scotland"
for _ in $(seq 1 "$uk"); do press Down; done
press Return
type_text "n2"
press Return
wait_for_lines "$OUT" 2
assert_clinic_batch "$OUT"

# limit: 90
# The household survey's rules on Wayland, 5 ms a key from the moment the
# window has the keyboard: Return passes over the calculated age and over
# "how many under 5?" after "no"; the age is saved worked out. In the
# second entry a count that breaks the check stops Return with the bell,
# and the keys typed after it are not poured into the next field; the
# keyer mends the count and the entry saves.
OUT="$WORK/out.jsonl"
app_start_typing 5 Ada Return 2026-11-28 Return Ben Return 1 Return 1975 Return 4 Return 1250.5 Return no Return n1 Return -- data/household.form.json --output "$OUT"
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 'd["values"]["age"]')" "51" "the age worked out from 1975"
assert_eq "$(json_get "$OUT" 1 'd["values"]["under5"]')" "" "the question not asked, saved empty"
assert_eq "$(json_get "$OUT" 1 'd["values"]["note"]')" "n1" "the note"
assert_eq "$(json_get "$OUT" 1 'd["values"]["income"]')" "1250.5" "the income, a JSON number"
bells=$(trace_count bell)
keys_at 5 Cy Return f Return 1990 Return 3 Return Return yes Return 5 Return
sleep 1
[ "$(trace_count bell)" -gt "$bells" ] || fail "no bell rang at the count that breaks the check"
assert_lines "$OUT" 1
keys BackSpace 1 Return n2 Return
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 'd["values"]["under5"]')" "1" "the mended count"
assert_eq "$(json_get "$OUT" 2 'd["values"]["age"]')" "36" "the second age"
assert_eq "$(json_get "$OUT" 2 'd["values"]["note"]')" "n2" "the second note"

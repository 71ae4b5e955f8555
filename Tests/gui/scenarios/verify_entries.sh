# Verification by a second keyer (issue 52): Ana keys three households;
# Bea opens them with `typeahead verify` and keys them again, blind: each
# shows its household only. Where her value differs from Ana's the field
# stops with the bell, the banner shows both, and the keys she types on
# are held; Alt+2 keeps hers (Ana's error), Alt+1 keeps Ana's (Bea's
# error). The lines, the entries list and `typeahead stats` say so.
write_verify_household "$WORK"
OUT="$WORK/out.jsonl"
export TYPEAHEAD_ENTERED_BY=ana
app_start "$WORK/household.form.json" --output "$OUT"
for entry in "12 Ada 3" "13 Bo 2" "14 Cy 5"; do
    set -- $entry
    type_text "$1"; press Return
    type_text "$2"; press Return
    type_text "$3"; press Return
done
wait_for_lines "$OUT" 3
app_stop
export TYPEAHEAD_ENTERED_BY=bea
a11y_on
app_start verify "$WORK/household.form.json" --output "$OUT"
a11y_wait '^label\|Verifying entry 1 of 3, keyed by ana: key it from the paper\. Ctrl\+E stops verifying\.\|'
a11y_wait '^text\|Household\|.*\|12$'
a11y_wait '^text\|Head of household\|.*focused.*\|$'
# Heads-down, at 10 ms a key: Ada agrees; 4 differs, and "9" typed on is held.
keys_at 10 Ada Return 4 Return 9
a11y_wait '^label\|Members differs: keyed first as “3”, now “4”\. Alt\+1 keeps the first, Alt\+2 keeps yours, Escape to type it again\.\|'
a11y_wait '^text\|Members\|.*\|4$'
shot disagreement
assert_eq "$(line_count "$OUT")" "3" "a disagreement saves nothing until it is answered"
press alt+2
wait_for_lines "$OUT" 4
assert_eq "$(json_get "$OUT" 4 '[d["verifies"] == d["supersedes"], d["values"]["members"], d["verification"]["outcomes"], d["enteredBy"]]')" \
    "[True, '4', {'members': 'keyer'}, 'bea']" "Bea's value kept: Ana's error"
# The next opens at once: Bob differs from Bo, and Alt+1 keeps Ana's.
a11y_wait '^label\|Verifying entry 2 of 3, keyed by ana'
keys_at 10 Bob Return
a11y_wait '^label\|Head of household differs: keyed first as “Bo”, now “Bob”'
press alt+1
a11y_wait '^text\|Head of household\|.*\|Bo$'
keys_at 10 2 Return
wait_for_lines "$OUT" 5
assert_eq "$(json_get "$OUT" 5 '[d["values"]["head"], d["verification"]["outcomes"]]')" "['Bo', {'head': 'verifier'}]" "Ana's value kept: Bea's error"
a11y_wait '^label\|Verifying entry 3 of 3, keyed by ana'
keys_at 10 Cy Return 5 Return
wait_for_lines "$OUT" 6
assert_eq "$(json_get "$OUT" 6 'd["verification"]["outcomes"]')" "{}" "agreeing throughout"
# Done: the entries list says which are verified, and with how many errors.
a11y_wait 'verified by bea \(1 keying error\)'
shot verified
stats=$("$TYPEAHEAD_BIN" stats "$OUT" --format csv | tr -d '\r')
today=$(date +%F)
ana_keys=$(python3 -c '
import json, sys
print(sum(json.loads(line).get("keying", {}).get("keys", 0) for line in list(open(sys.argv[1]))[:3]))' "$OUT")
assert_eq "$(echo "$stats" | grep "^ana,$today," | cut -d, -f3,12,13,14)" \
    "3,$ana_keys,1,$(python3 -c "print(('%.2f' % (1000 / $ana_keys)).rstrip('0').rstrip('.'))")" "Ana: three entries, one error in her verified keys"
assert_eq "$(echo "$stats" | grep "^bea,$today," | cut -d, -f3,11)" "0,3" "Bea: no new entries, three verified"
# The Unverified toggle leaves the three verified entries out.
click_button "Unverified"
a11y_wait '^label\|0 of 3 entries\|'
a11y_wait 'Every Entry Verified'
shot unverified-only
click_button "Unverified"
a11y_wait '^label\|3 entries · 3 today\|'

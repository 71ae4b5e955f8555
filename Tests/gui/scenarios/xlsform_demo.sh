# The bundled demo XLSForm (data/market.xlsx), keyed at 5 ms a key: the
# country's default kept with Return, a region offered in it, a time, a
# date of birth whose age is worked out, options by their codes, a count;
# the group's heading drawn, the entry saved with each value as pyxform
# would have it.
OUT="$WORK/out.jsonl"
a11y_on
app_start_fast data/market.xlsx --output "$OUT"
assert_eq "$(window_title)" "Market survey" "the demo XLSForm's title"
a11y_wait '^label\|The seller\|' # the group's heading
keys_at 5 S12 Return Return m Return 1015 Return 1980-03-01 Return fr Return "1 4" Return 12
settle
sleep 0.3
shot keyed
keys_at 5 Return ok Return
wait_for_lines "$OUT" 1
age=$(python3 -c 'import datetime; print(int(((datetime.date.today() - datetime.date(1980, 3, 1)).days) / 365.25))')
assert_eq "$(json_get "$OUT" 1 'd["values"]["land"]')" "ie" "the default country, kept"
assert_eq "$(json_get "$OUT" 1 'd["values"]["region"]')" "m" "Munster, offered in Ireland"
assert_eq "$(json_get "$OUT" 1 'd["values"]["came"]')" "10:15" "the time"
assert_eq "$(json_get "$OUT" 1 'd["values"]["age"]')" "$age" "the age from today()"
assert_eq "$(json_get "$OUT" 1 'd["values"]["from"]')" "fr" "the seller's country by its code"
assert_eq "$(json_get "$OUT" 1 'd["values"]["fruit"]')" "['1', '4']" "apples and cherries"
assert_eq "$(json_get "$OUT" 1 'repr(d["values"]["crates"])')" "12" "the crates, a JSON number"
assert_eq "$(json_get "$OUT" 1 'd["values"]["remark"]')" "ok" "the remark, past the note"

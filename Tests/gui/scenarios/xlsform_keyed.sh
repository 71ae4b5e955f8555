# A survey team's XLSForm keyed from paper at 5 ms a key, keyboard only:
# several options by their codes, a time by its digits, an age worked out
# from the date of birth and today(), a default kept with Return, a place
# from a select_one_from_file of 34,000 rows, a province offered only in
# the land chosen (choice_filter), and a note
# whose label shows the age and the country. The saved line is checked
# value by value.
write_market_survey "$WORK"
OUT="$WORK/out.jsonl"
app_start_fast "$WORK/survey.xlsx" --output "$OUT"
assert_eq "$(window_title)" "Market survey" "the XLSForm's title"
shot start
keys_at 5 Ada Return "1 3" Return 930 Return 1990-05-17 Return Return Kilkenny
settle
sleep 0.5
shot keyed
keys_at 5 Return fr Return C Return n1 Return
wait_for_lines "$OUT" 1
age=$(python3 -c 'import datetime; print(int(((datetime.date.today() - datetime.date(1990, 5, 17)).days) / 365.25))')
assert_eq "$(json_get "$OUT" 1 'd["values"]["fruit"]')" "['a', 'c']" "several options, an array of their names"
assert_eq "$(json_get "$OUT" 1 'd["values"]["came"]')" "09:30" "the time, as saved"
assert_eq "$(json_get "$OUT" 1 'd["values"]["born"]')" "1990-05-17" "the date"
assert_eq "$(json_get "$OUT" 1 'd["values"]["age"]')" "$age" "the age from today()"
assert_eq "$(json_get "$OUT" 1 'd["values"]["country"]')" "Ireland" "the default, kept"
assert_eq "$(json_get "$OUT" 1 'd["values"]["city"]')" "Kilkenny" "the place completed from the file"
assert_eq "$(json_get "$OUT" 1 'd["records"]["city"]')" "2963398" "the place's name in the file"
assert_eq "$(json_get "$OUT" 1 'd["values"]["province"]')" "ce" "the province offered in France only (Connacht is first in the list)"
assert_eq "$(json_get "$OUT" 1 'd["values"]["remark"]')" "n1" "the remark, past the note"

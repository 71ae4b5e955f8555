# limit: 90
# The X11 scenario's XLSForm on Wayland, 5 ms a key from the moment the
# window has the keyboard: several options by their codes, a time by its
# digits, a date that does not exist and a household of 45 (1 to 30), each
# refused and mended at its field, an age from the date of birth and
# today(), a question for large households passed over, a default kept, a
# place from a select_one_from_file of 234,908 rows, a cascading choice
# (write_market_survey); the saved line checked.
write_market_survey "$WORK"
OUT="$WORK/out.jsonl"
app_start_typing 5 Ada Return "1 3" Return 930 Return 1990-02-31 Return BackSpace BackSpace BackSpace BackSpace BackSpace 05-17 Return \
    45 Return BackSpace BackSpace 4 Return Return Letterkenny Return fr Return C Return n1 Return -- "$WORK/survey.xlsx" --output "$OUT"
wait_for_lines "$OUT" 1
age=$(python3 -c 'import datetime; print(int(((datetime.date.today() - datetime.date(1990, 5, 17)).days) / 365.25))')
assert_eq "$(json_get "$OUT" 1 'd["values"]["fruit"]')" "['a', 'c']" "several options, an array of their names"
assert_eq "$(json_get "$OUT" 1 'd["values"]["came"]')" "09:30" "the time, as saved"
assert_eq "$(json_get "$OUT" 1 'd["values"]["born"]')" "1990-05-17" "the date, mended after 1990-02-31 was refused"
assert_eq "$(json_get "$OUT" 1 'd["values"]["age"]')" "$age" "the age from today()"
assert_eq "$(json_get "$OUT" 1 'd["values"]["household"]')" "4" "the household, mended after 45 was refused"
assert_eq "$(json_get "$OUT" 1 'repr(d["values"]["children"])')" "''" "the question for large households, passed over and saved empty"
assert_eq "$(json_get "$OUT" 1 'd["values"]["country"]')" "Ireland" "the default, kept"
assert_eq "$(json_get "$OUT" 1 'd["records"]["city"]')" "2962961" "the place's name in the file"
assert_eq "$(json_get "$OUT" 1 'd["values"]["province"]')" "ce" "the province offered in France only (Connacht is first in the list)"
assert_eq "$(json_get "$OUT" 1 'd["values"]["remark"]')" "n1" "the remark"

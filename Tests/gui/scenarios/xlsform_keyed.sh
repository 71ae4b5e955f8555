# A survey team's XLSForm keyed from paper, keyboard only, twice: at 5 ms
# a key from the moment the window maps, then at 40 ms. The first entry
# meets a date that does not exist and a household of 45 (1 to 30), each
# refused at its field and mended there; a question asked only of a
# household of more than five is passed over and saved empty, as ODK does; several
# options by their codes, a time by its digits, an age worked out from the
# date of birth and today(), a default kept with Return, a place from a
# select_one_from_file of 234,908 rows, a province offered only in the land
# chosen (choice_filter). The second writes a fruit by its label and
# completes the next from the list, and chooses its land by its label. Each
# saved line is checked value by value.
write_market_survey "$WORK"
OUT="$WORK/out.jsonl"
app_start_fast "$WORK/survey.xlsx" --output "$OUT"
assert_eq "$(window_title)" "Market survey" "the XLSForm's title"
shot start
keys_at 5 Ada Return "1 3" Return 930 Return 1990-02-31 Return
settle
sleep 0.3
shot refused-date
[ ! -s "$OUT" ] || fail "an entry was saved past a refused date"
keys_at 5 BackSpace BackSpace BackSpace BackSpace BackSpace "05-17" Return 45 Return
settle
sleep 0.3
shot refused-number
keys_at 5 BackSpace BackSpace 4 Return Return Letterkenny
settle
sleep 0.5
shot keyed
keys_at 5 Return fr Return C Return n1 Return
wait_for_lines "$OUT" 1
age=$(python3 -c 'import datetime; print(int(((datetime.date.today() - datetime.date(1990, 5, 17)).days) / 365.25))')
assert_eq "$(json_get "$OUT" 1 'd["values"]["fruit"]')" "['a', 'c']" "several options, an array of their names"
assert_eq "$(json_get "$OUT" 1 'd["values"]["came"]')" "09:30" "the time, as saved"
assert_eq "$(json_get "$OUT" 1 'd["values"]["born"]')" "1990-05-17" "the date, mended after 1990-02-31 was refused"
assert_eq "$(json_get "$OUT" 1 'd["values"]["age"]')" "$age" "the age from today()"
assert_eq "$(json_get "$OUT" 1 'd["values"]["household"]')" "4" "the household, mended after 45 was refused"
assert_eq "$(json_get "$OUT" 1 'repr(d["values"]["children"])')" "''" "the question for large households, passed over and saved empty"
assert_eq "$(json_get "$OUT" 1 'd["values"]["country"]')" "Ireland" "the default, kept"
assert_eq "$(json_get "$OUT" 1 'd["values"]["city"]')" "Letterkenny" "the place completed from the file"
assert_eq "$(json_get "$OUT" 1 'd["records"]["city"]')" "2962961" "the place's name in the file"
assert_eq "$(json_get "$OUT" 1 'd["values"]["province"]')" "ce" "the province offered in France only (Connacht is first in the list)"
assert_eq "$(json_get "$OUT" 1 'd["values"]["remark"]')" "n1" "the remark, past the note"

# The second entry, slower, the land by its label.
settle
keys_at 40 Bo Return "Banana, Ch"
settle
shot many-list
keys_at 40 Return 1415 Return 2001-12-01 Return 7 Return Twins Return Return Tralee
settle
sleep 0.3
keys_at 40 Return Fra Return n Return r2 Return
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 'd["values"]["fruit"]')" "['b', 'c']" "a label, then the next completed from the list"
assert_eq "$(json_get "$OUT" 2 'd["values"]["household"]')" "7" "a large household"
assert_eq "$(json_get "$OUT" 2 'd["values"]["children"]')" "Twins" "asked of a large household"
assert_eq "$(json_get "$OUT" 2 'd["records"]["city"]')" "2961123" "Tralee from the 235 k places"
assert_eq "$(json_get "$OUT" 2 'd["values"]["land"]')" "fr" "the land by its label, saved as its name"
assert_eq "$(json_get "$OUT" 2 'd["values"]["province"]')" "n" "Normandie, offered in France"
shot second

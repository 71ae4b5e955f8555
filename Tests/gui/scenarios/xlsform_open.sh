# An XLSForm, written by openpyxl, opened from the command line and keyed at
# 5 ms a key: a select_one taken by its code, an integer checked by the
# form's constraint (121 stops Return with the bell and the form's message),
# a group's relevant passing over its question after "no", and the entry
# saved with the options' names and the age as a JSON number. The group's
# label is drawn as the heading of its section.
python3 Tests/oracle/write_workbook.py "$WORK/intake.xlsx" '{
  "survey": [["type", "name", "label", "constraint", "constraint_message", "relevant"],
             ["text", "name", "Name", "", "", ""],
             ["select_one sex", "sex", "Sex", "", "", ""],
             ["integer", "age", "Age", ". >= 0 and . <= 120", "An age from 0 to 120", ""],
             ["select_one yn", "pregnant_asked", "Ask about pregnancy?", "", "", ""],
             ["begin group", "pregnancy", "Pregnancy", "", "", "${pregnant_asked} = '"'"'yes'"'"'"],
             ["integer", "weeks", "Weeks", "", "", ""],
             ["end group", "", "", "", "", ""],
             ["text", "note", "Note", "", "", ""]],
  "choices": [["list_name", "name", "label"], ["sex", "1", "Male"], ["sex", "2", "Female"],
              ["yn", "yes", "Yes"], ["yn", "no", "No"]],
  "settings": [["form_title"], ["Clinic intake"]]}'
OUT="$WORK/out.jsonl"
a11y_on
app_start_fast "$WORK/intake.xlsx" --output "$OUT"
assert_eq "$(window_title)" "Clinic intake" "the XLSForm's title"
keys_at 5 Ada Return 2 Return 121 Return
settle
sleep 0.5
a11y_wait '^label\|An age from 0 to 120\|'
[ "$(grep -c "	bell	" "$TRACE" || true)" -ge 1 ] || fail "no bell rang at the age the form's constraint refuses"
shot constraint
a11y_wait '^label\|Pregnancy\|' # the group's label heads its question
keys_at 5 BackSpace BackSpace BackSpace 42 Return no Return n1 Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 'd["values"]["sex"]')" "2" "the option's name"
assert_eq "$(json_get "$OUT" 1 'repr(d["values"]["age"])')" "42" "the age, a JSON number"
assert_eq "$(json_get "$OUT" 1 'd["values"]["weeks"]')" "" "the group not asked, saved empty"
assert_eq "$(json_get "$OUT" 1 'd["values"]["note"]')" "n1" "the note, reached past the group"

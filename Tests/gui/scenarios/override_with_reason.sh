# Checks a keyer may override with a reason (issue 52): Age's warning
# questions 130; Return shows why (the bell), a second Return asks the
# reason, "2" is the form's second reason, and the keys after it go on
# into the next field, all at 10 ms a key. The line keeps the reason, and
# the entries list shows it.
cat >"$WORK/person.form.json" <<'JSON'
{ "title": "Person", "overrideReasons": ["Confirmed with the respondent", "As on paper"],
  "fields": [
    { "id": "age", "label": "Age", "type": "integer", "warning": ". <= 100", "warningMessage": "Over 100: check the paper." },
    { "id": "name", "label": "Name" } ] }
JSON
OUT="$WORK/out.jsonl"
a11y_on
app_start "$WORK/person.form.json" --output "$OUT"
type_text 130
press Return
a11y_wait '^text\|Age\|Over 100: check the paper\. Press Return again to keep it, with a reason\.\|'
shot warned
keys_at 10 Return 2 Return Ada Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 '[d["values"]["age"], d["values"]["name"], d["overrides"]]')" \
    "[130, 'Ada', {'age': 'As on paper'}]" "kept with the form's second reason, and the name keyed on"
press ctrl+e
a11y_wait '^table row\|Saved: Today [^|]* · Age kept: As on paper, Age: 130, Name: Ada\|'
shot listed

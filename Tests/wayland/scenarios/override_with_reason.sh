# limit: 90
# An override heads-down on Wayland (issue 52): Age's warning questions
# 130; the field stops, and the next record's keys typed on are held; Alt+A
# asks the reason, "1" is the form's first, and the keys after it go on.
cat >"$WORK/person.form.json" <<'JSON'
{ "title": "Person", "keying": "heads-down", "overrideReasons": ["Confirmed with the respondent", "As on paper"],
  "fields": [
    { "id": "age", "label": "Age", "type": "integer", "warning": ". <= 100" },
    { "id": "name", "label": "Name" } ] }
JSON
OUT="$WORK/out.jsonl"
app_start "$WORK/person.form.json" --output "$OUT"
keys 130 Return Ada Return
sleep 0.5
keys alt+a 1 Return Bo Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 '[d["values"]["age"], d["values"]["name"], d["overrides"]]')" \
    "[130, 'Bo', {'age': 'Confirmed with the respondent'}]" "kept with the first reason; the keys typed past the stop held out"

# A form that asks why each entry is changed (issue 52, REDCap's reason
# for change): a correction's save asks in the banner, the reason typed
# there is kept in its line; Delete in the list asks too, and Escape there
# keeps the entry. The history says why.
cat >"$WORK/person.form.json" <<'JSON'
{ "title": "Person", "reasonForChange": true,
  "fields": [
    { "id": "name", "label": "Name" },
    { "id": "age", "label": "Age" } ] }
JSON
OUT="$WORK/out.jsonl"
a11y_on
app_start "$WORK/person.form.json" --output "$OUT"
for entry in "Ada 36" "Bo 41"; do
    set -- $entry
    type_text "$1"; press Return
    type_text "$2"; press Return
done
wait_for_lines "$OUT" 2
press ctrl+e
a11y_wait '^table row\|Saved: [^|]*Name: Bo,[^|]*\|[^|]*\|[^|]*selected'
press Down Return
a11y_wait '^text\|Age\|[^|]*\|[^|]*\|36$'
press Tab
press ctrl+a
type_text 63
press ctrl+Return
a11y_wait '^label\|Why is this entry corrected\? Type the reason and press Return, or Escape to go on correcting\.\|'
assert_eq "$(line_count "$OUT")" "2" "nothing saved before the reason"
type_text "Age misread"
press Return
wait_for_lines "$OUT" 3
assert_eq "$(json_get "$OUT" 3 '[d["values"]["age"], d["reason"]]')" "['63', 'Age misread']" "the correction with its reason"
# Delete in the list asks why; Escape keeps the entry, a reason deletes it.
a11y_wait '^label\|2 entries · 2 today\|'
press Home Delete
a11y_wait '^label\|Why is this entry deleted\? Type the reason and press Return, or Escape to keep it\.\|'
shot deletion-reason
press Escape
a11y_wait '^label\|2 entries · 2 today\|'
assert_eq "$(line_count "$OUT")" "3" "Escape keeps the entry"
press Delete
a11y_wait '^label\|Why is this entry deleted'
type_text "Keyed twice"
press Return
wait_for_lines "$OUT" 4
assert_eq "$(json_get "$OUT" 4 '["deletes" in d, d["reason"]]')" "[True, 'Keyed twice']" "the deletion with its reason"
a11y_wait '^label\|1 entry · 1 today\|'

# limit: 90
# Duplicates caught at save on Wayland (issue 52): a second entry for one
# traveller's name (the form's identity) waits, with the keys typed on
# held; Save Anyway (Alt+A) and a reason save it, the reason in its line.
cat >"$WORK/trip-identity.form.json" <<'JSON'
{ "title": "Trip", "identity": ["traveller"],
  "fields": [ { "id": "traveller", "label": "Traveller" }, { "id": "note", "label": "Note" } ] }
JSON
OUT="$WORK/out.jsonl"
app_start "$WORK/trip-identity.form.json" --output "$OUT"
keys Ada Return one Return
wait_for_lines "$OUT" 1
keys Ada Return two Return Bob Return
sleep 1
assert_eq "$(line_count "$OUT")" "1" "the duplicate waits"
keys alt+a "met twice" Return
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 '[d["values"]["traveller"], d["values"]["note"], d["duplicate"]["reason"]]')" \
    "['Ada', 'two', 'met twice']" "saved with its reason, the keys typed on held out of it"

# limit: 90
# Who keys (issue 52), on Wayland: a form with "askKeyer" asks in its
# banner as the window opens; the name and the first entry, typed at
# 10 ms a key from the moment the window has the keyboard, land where they
# belong: the name with the entry, remembered on this machine.
cat >"$WORK/household.form.json" <<'JSON'
{ "title": "Household", "askKeyer": true,
  "fields": [ { "id": "name", "label": "Head of household" } ] }
JSON
OUT="$WORK/out.jsonl"
export XDG_STATE_HOME="$WORK/state"
app_start_typing 10 "Clerk 7" Return Ada Return -- "$WORK/household.form.json" --output "$OUT"
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 '[d["values"]["name"], d["enteredBy"]]')" "['Ada', 'Clerk 7']" "the name given, saved with the entry"
assert_eq "$(cat "$WORK/state/typeahead/keyer")" "Clerk 7" "remembered on this machine"

# Who keys (issue 52): a form with "askKeyer" asks in its banner as its
# window opens, the login shown in grey for Return to keep; the name typed (at
# 10 ms a key from the moment the window maps: the keys before the
# banner's entry has the keyboard are the name's too) is saved with each
# entry and remembered on this machine, so the next window shows it and
# Return alone goes on.
cat >"$WORK/household.form.json" <<'JSON'
{ "title": "Household", "askKeyer": true,
  "fields": [ { "id": "name", "label": "Head of household" } ] }
JSON
OUT="$WORK/out.jsonl"
export XDG_STATE_HOME="$WORK/state"
a11y_on
app_start_fast "$WORK/household.form.json" --output "$OUT"
keys_at 10 "Clerk 7" Return Ada Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 '[d["values"]["name"], d["enteredBy"]]')" "['Ada', 'Clerk 7']" "the name given, saved with the entry"
assert_eq "$(cat "$WORK/state/typeahead/keyer")" "Clerk 7" "remembered on this machine"
app_quit_cleanly
app_start "$WORK/household.form.json" --output "$OUT"
a11y_wait '^label\|Who is keying\? Type your name or number and press Return: it is saved with each entry\.\|'
a11y_wait '^text\|Keyer'"'"'s name or number\|[^|]*\|[^|]*focused[^|]*\|$'
shot asked-again
press Return
a11y_wait '^text\|Head of household\|[^|]*\|[^|]*focused'
type_text Bo
press Return
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 'd["enteredBy"]')" "Clerk 7" "Return alone keeps the name remembered"

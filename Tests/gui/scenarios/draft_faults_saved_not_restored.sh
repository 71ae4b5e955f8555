# A saved entry is never restored as a draft: saved by accepting an inline
# completion on the last field, the app killed the moment the line is
# written, the form opens empty.
write_notes_form "$WORK/notes.form.json"
OUT="$WORK/out.jsonl"
DRAFT="$XDG_STATE_HOME/typeahead/drafts/$(form_stem "$WORK/notes.form.json").json"
a11y_on
app_start "$WORK/notes.form.json" --output "$OUT"
xdotool type "Ada"
xdotool key Return Return
xdotool type "r"        # Colour: "r", completed to Red
xdotool key Return      # takes Red and saves
wait_for_lines "$OUT" 1
app_kill
assert_eq "$(json_get "$OUT" 1 'd["values"]')" "{'name': 'Ada', 'note': '', 'colour': 'Red'}" "the saved entry"
[ ! -e "$DRAFT" ] || fail "the saved entry is still kept as a draft: $(cat "$DRAFT")"

app_start "$WORK/notes.form.json" --output "$OUT"
shot reopened           # empty, no "Restored" toast
a11y_wait '^text\|Name\|.*focused.*\|$'
a11y_wait '^text\|Colour\|.*\|$'
[ "$(a11y_count 'Restored the entry')" -eq 0 ] || a11y_failed "a Restored toast for a saved entry"
type_text "x"
press ctrl+Return
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 'd["values"]')" "{'name': 'x', 'note': '', 'colour': ''}" "the next entry starts empty"

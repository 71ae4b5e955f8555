# A restored draft does not select the first field's text: the first key
# typed adds to it rather than replacing it.
write_notes_form "$WORK/notes.form.json"
DRAFT="$XDG_STATE_HOME/typeahead/drafts/$(form_stem "$WORK/notes.form.json").json"
a11y_on
app_start "$WORK/notes.form.json" --output "$WORK/out.jsonl"
type_text "Ada"
has_draft() { grep -q '"Ada"' "$DRAFT" 2>/dev/null; }
wait_for has_draft
app_kill

app_start "$WORK/notes.form.json" --output "$WORK/out.jsonl"
shot restored           # "Ada", caret at its end, nothing selected
a11y_wait '^text\|Name\|[^|]*\|[^|]*focused[^|]*\|Ada$'
assert_eq "$(caret_of Name)" "3 -" "the restored field's caret and selection"
type_text "x"
press ctrl+Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["name"]')" "Adax" "the first key added to the restored text"

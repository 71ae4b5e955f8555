# A state folder that cannot be written (a file where it should be): a
# banner says so once, the typed values stay, the banner goes once drafts
# are written again, and the entry can be saved.
write_notes_form "$WORK/notes.form.json"
OUT="$WORK/out.jsonl"
mkdir -p "$XDG_STATE_HOME"
echo "not a folder" >"$XDG_STATE_HOME/typeahead"
a11y_on
app_start "$WORK/notes.form.json" --output "$OUT"
type_text "Ada"
press Return
type_text "kept"
shot banner             # "Could not keep the unsaved entry in …: it is a file, not a folder"
a11y_wait "^label\\|Could not [^|]*$XDG_STATE_HOME/typeahead: it is a file, not a folder"
assert_eq "$(grep -c 'it is a file, not a folder' "$WORK/app.err")" "1" "said once on standard error"
rm "$XDG_STATE_HOME/typeahead"  # room for the drafts again: the next write works,
type_text " again"              # and the banner goes
a11y_gone '^label\|Could not [^|]*: it is a file, not a folder'
shot banner-gone
[ -n "$(ls -A "$XDG_STATE_HOME/typeahead/drafts")" ] || fail "no draft was written once the folder could be made"
press ctrl+Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 'd["values"]')" "{'name': 'Ada', 'note': 'kept again', 'colour': ''}" "the values typed"
type_text "Bob"         # the next entry
shot next-entry
app_stop

# The same with a file where the drafts folder should be.
rm -rf "$XDG_STATE_HOME/typeahead"
mkdir -p "$XDG_STATE_HOME/typeahead"
echo "not a folder" >"$XDG_STATE_HOME/typeahead/drafts"
app_start "$WORK/notes.form.json" --output "$OUT"
type_text "Cy"
press Return
type_text "kept too"
shot banner-drafts
a11y_wait "^label\\|Could not [^|]*$XDG_STATE_HOME/typeahead/drafts: it is a file, not a folder"
grep -q "typeahead/drafts: it is a file, not a folder" "$WORK/app.err" || fail "the drafts folder was not named: $(cat "$WORK/app.err")"
press ctrl+Return
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 'd["values"]')" "{'name': 'Cy', 'note': 'kept too', 'colour': ''}" "the values typed"
assert_eq "$(cat "$XDG_STATE_HOME/typeahead/drafts")" "not a folder" "the file in the way is left alone"

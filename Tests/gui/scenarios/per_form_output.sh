# With no --output each form saves to a file of its own under
# $XDG_DATA_HOME/typeahead/, each line names its form, and "Saved entry N"
# goes on from what the file holds when the form is opened again. The toast
# leaves out the file's hashed name (issue 23: it cut the toast to "demo-…"
# in a narrow window).
write_notes_form "$WORK/notes.form.json"
NOTES=$(default_output "$WORK/notes.form.json")

a11y_on
app_start "$WORK/notes.form.json"
type_text "one"
press ctrl+Return
wait_for_lines "$NOTES" 1
type_text "two"
press ctrl+Return
wait_for_lines "$NOTES" 2
app_stop

app_start "$WORK/notes.form.json"
type_text "three"
press ctrl+Return
wait_for_lines "$NOTES" 3
shot saved-entry-3      # the toast: "Saved entry 3"
a11y_wait "^label\\|Saved entry 3\\|"
app_stop
assert_lines "$NOTES" 3

app_start               # the demo form
type_text "Ada"
press Return
type_without_completion "zur"
press Down Return
press ctrl+Return
demo_output() { ls "$XDG_DATA_HOME"/typeahead/demo-*.jsonl 2>/dev/null | grep -q .; }
wait_for demo_output --seconds 30
DEMO=$(ls "$XDG_DATA_HOME"/typeahead/demo-*.jsonl)
wait_for_lines "$DEMO" 1
shot saved-entry-1
a11y_wait "^label\\|Saved entry 1\\|"
assert_eq "$(ls "$XDG_DATA_HOME/typeahead" | wc -l)" "2" "one file per form"
assert_eq "$(default_output "$(json_get "$DEMO" 1 'd["form"]["file"]')")" "$DEMO" "the demo's file is named after it"
assert_lines "$DEMO" 1
assert_lines "$NOTES" 3

for line in 1 2 3; do
    assert_eq "$(json_get "$NOTES" $line 'd["form"]')" "{'title': 'Notes', 'file': '$WORK/notes.form.json'}" "line $line's form"
done
assert_eq "$(json_get "$NOTES" 3 'd["values"]["name"]')" "three" "the second run's entry"
assert_eq "$(json_get "$DEMO" 1 'd["form"]["title"]')" "Book a trip" "the demo entry's form"
assert_eq "$(json_get "$DEMO" 1 'd["form"]["file"].endswith("/demo.form.json")')" "True" "the demo entry's form file"

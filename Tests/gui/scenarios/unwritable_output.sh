# An output that cannot be written (issue 23): the banner says what
# happened in words, with "Choose Another Place…" and "Dismiss". Dismiss
# puts it away and keeps the entry; once the folder exists, saving again
# works. When it fails again, another folder chosen in the file chooser
# gets the entry, and the entries count follows the new file.
mkdir -p "$WORK/Elsewhere"
a11y_on
app_start --output "$WORK/missing/out.jsonl"
type_text "Ada"
press Return
type_text "zur"
press Return
press ctrl+Return
words="The entry was not saved: the folder “missing” does not exist. It stays in the form."
a11y_wait "^label\\|$words\\|"
a11y_wait '^push button\|Choose Another Place…\|'
a11y_wait '^push button\|Dismiss\|'
shot banner
[ ! -e "$WORK/missing/out.jsonl" ] || fail "something was written"
click_button "Dismiss"
a11y_gone "^label\\|The entry was not saved"
a11y_gone '^push button\|Choose Another Place…\|'
a11y_wait '^text\|Traveller\|.*\|Ada$'    # nothing typed is lost
shot dismissed
mkdir "$WORK/missing"
press ctrl+Return                          # the values are still there: saving again works
wait_for_lines "$WORK/missing/out.jsonl" 1
assert_eq "$(json_get "$WORK/missing/out.jsonl" 1 'd["values"]["traveller"]')" "Ada" "traveller kept"
assert_eq "$(json_get "$WORK/missing/out.jsonl" 1 'd["values"]["city"]')" "Zürich" "city kept"

# It fails again; this time the entry goes to another folder.
rm -r "$WORK/missing"
type_text "Bea"
press Return
type_text "bern"
press Return
press ctrl+Return
a11y_wait "^label\\|$words\\|"
click_button "Choose Another Place…"
chooser_shown() { [ "$(app_windows | wc -l)" -ge 2 ]; }
wait_for chooser_shown --seconds 5
press ctrl+l
type_text "$WORK/Elsewhere/"
shot chooser
press Return
one_window() { [ "$(app_windows | wc -l | tr -d ' ')" -eq 1 ]; }
wait_for one_window --seconds 5
wait_for_lines "$WORK/Elsewhere/out.jsonl" 1
assert_eq "$(json_get "$WORK/Elsewhere/out.jsonl" 1 'd["values"]["traveller"]')" "Bea" "traveller saved elsewhere"
assert_eq "$(json_get "$WORK/Elsewhere/out.jsonl" 1 'd["values"]["city"]')" "Bern" "city saved elsewhere"
a11y_gone "^label\\|The entry was not saved"
a11y_wait '^label\|1 entry · 1 today\|'    # the count of the new file
shot saved-elsewhere
[ ! -e "$WORK/missing" ] || fail "the failed folder was made"
app_quit_cleanly

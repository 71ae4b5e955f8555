# A save that fails (issue 23): the banner says what happened in words,
# with "Choose Another Place…" and a Dismiss button. Dismiss puts it away
# and keeps the entry; another folder chosen in the file chooser gets the
# entry, and the entries count follows the new file.
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
click_button "Dismiss"
a11y_gone "^label\\|The entry was not saved"
a11y_gone '^push button\|Choose Another Place…\|'
a11y_wait '^text\|Traveller\|.*\|Ada$'    # nothing typed is lost
shot dismissed
press ctrl+Return                          # the next failure is said again
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
assert_eq "$(json_get "$WORK/Elsewhere/out.jsonl" 1 'd["values"]["traveller"]')" "Ada" "traveller saved elsewhere"
assert_eq "$(json_get "$WORK/Elsewhere/out.jsonl" 1 'd["values"]["city"]')" "Zürich" "city saved elsewhere"
a11y_gone "^label\\|The entry was not saved"
a11y_wait '^label\|1 entry · 1 today\|'
shot saved-elsewhere
[ ! -e "$WORK/missing" ] || fail "the failed folder was made"
app_quit_cleanly

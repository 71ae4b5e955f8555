# Nothing typed is lost: the app killed with SIGKILL mid-entry opens the
# same form again with the values and the chosen record restored, in the
# field the person was in (issue 23: it went back to the first).
a11y_on
app_start --output "$WORK/out.jsonl"
type_text "Ada"
press Return
type_text "zur"
press Return            # Zürich, its record taken
type_text "Swi"         # half-typed Country
settle
kill -KILL "$APP_PID"
wait "$APP_PID" 2>/dev/null || true
APP_PID=""
ls "$XDG_STATE_HOME/typeahead/drafts/" | grep -q '^demo.form.json-.*\.json$' || fail "no draft was kept"

app_start --output "$WORK/out.jsonl"
shot restored           # the values are back, with a toast saying so
a11y_wait '^label\|Restored the entry you had not saved\|'
a11y_wait '^text\|Traveller\|.*\|Ada$'
a11y_wait '^text\|City\|.*\|Zürich$'
a11y_wait '^text\|Country\|[^|]*\|[^|]*focused[^|]*\|Swi$'
press ctrl+Return       # Country "Swi" is not a country: held there, with an offer
press Return            # takes Switzerland
press ctrl+Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["traveller"]')" "Ada" "traveller restored"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["records"]["city"]')" "2657896" "city's record restored"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["country"]')" "Switzerland" "country"
settle
# Only the running window's lock is left (drafts/*.json.lock), no draft.
[ -z "$(ls "$XDG_STATE_HOME/typeahead/drafts/" | grep '\.json$')" ] || fail "the draft was not dropped after saving"

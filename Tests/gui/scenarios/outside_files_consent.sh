# limit: 120
# A form file is a document from anywhere (issue 49.4): one whose source
# is ../secret/creds.csv asks before reading it, in a window whose default
# answer is not to read. Return (the default) refuses: the app ends naming
# the file, and nothing of it is quoted. Read Files opens the form, whose
# field then suggests from the file; the answer is remembered for that
# form, so the next start asks nothing. --allow-outside asks nothing either.
mkdir -p "$WORK/forms" "$WORK/secret"
printf 'user,password\nroot,hunter2\n' >"$WORK/secret/creds.csv"
cat >"$WORK/forms/leak.form.json" <<'JSON'
{
  "title": "Leak",
  "sources": { "creds": { "file": "../secret/creds.csv" } },
  "fields": [ { "id": "password", "label": "Password", "source": "creds" } ]
}
JSON
a11y_on

# Asked; Return refuses.
app_start "$WORK/forms/leak.form.json" --output "$WORK/out.jsonl"
assert_eq "$(window_title)" "Read Files Outside the Form’s Folder?" "the question's window"
a11y_wait "^push button\|Don’t Read\|[^|]*\|[^|]*focused"
shot question
xdotool key Return
for _ in $(seq 1 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
kill -0 "$APP_PID" 2>/dev/null && fail "Return did not answer the question"
wait "$APP_PID" && fail "refused, the app ended with status 0"
APP_PID=""
grep -q "leak.form.json:3:.*secret/creds.csv, outside the form's folder" "$WORK/app.err" ||
    fail "the refusal does not name the form's line and the file: $(cat "$WORK/app.err")"
! grep -q "hunter2\|password" "$WORK/app.err" || fail "the refusal quotes the file: $(cat "$WORK/app.err")"

# Asked again (nothing was allowed); Read Files.
app_start "$WORK/forms/leak.form.json" --output "$WORK/out.jsonl"
assert_eq "$(window_title)" "Read Files Outside the Form’s Folder?" "asked again after a refusal"
xdotool key Tab Return   # to Read Files
wait_for_window_named "Leak"
type_text "hun"
a11y_wait '^list item\|hunter2'
shot allowed
app_stop

# Remembered for this form: no question.
app_start "$WORK/forms/leak.form.json" --output "$WORK/out.jsonl"
assert_eq "$(window_title)" "Leak" "the form opened at once, as allowed before"
app_stop

# --allow-outside, with nothing remembered: no question.
rm -rf "$XDG_STATE_HOME/typeahead/consent"
app_start "$WORK/forms/leak.form.json" --output "$WORK/out.jsonl" --allow-outside
assert_eq "$(window_title)" "Leak" "--allow-outside opens the form at once"
app_stop

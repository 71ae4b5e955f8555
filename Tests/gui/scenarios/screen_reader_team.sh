# With Orca running, team mode: when the team's PostgreSQL cannot be
# reached, the clerk hears how many entries wait and why, once, not at
# every save; when it is back and they are sent, "All entries sent".
source "$(dirname "${BASH_SOURCE[0]}")/../orca.sh"
source "$GUI_DIR/postgres.sh"
pg_start
write_notes_form "$WORK/notes.form.json"
orca_start
app_start_accessible "$WORK/notes.form.json" --output "postgresql://postgres@127.0.0.1:$PG_PORT/postgres"
type_text "one"
press ctrl+Return
wait_for pg_rows_are 1 --seconds 10

pg_stop
speech_mark
type_text "two"
press ctrl+Return
hear "1 entry waiting to be sent. The server at 127.0.0.1:$PG_PORT cannot be reached"
type_text "three"
press ctrl+Return
hear "Saved"
sleep 1
[ "$(heard_count "waiting to be sent")" -eq 1 ] || fail "the waiting entries were said more than once"

speech_mark
pg_restart
hear "All entries sent"
wait_for pg_rows_are 3 --seconds 10
app_stop

# Team mode against a real PostgreSQL 15 (scripts/pg-server.sh): entries
# saved in the window reach the server's table over TLS (sslmode=require),
# with the clerk's name. With the server stopped as by a crash, entries
# wait in the outbox and the window says how many; once the server is back
# they are sent within 10 s, in order, each exactly once. A kill -9 with
# entries waiting loses none: the next start sends them.
source "$GUI_DIR/postgres.sh"
pg_start
export TYPEAHEAD_ENTERED_BY="Ana Clerk"
URI="postgresql://postgres@127.0.0.1:$PG_PORT/postgres?sslmode=require"
write_notes_form "$WORK/notes.form.json"

a11y_on
app_start "$WORK/notes.form.json" --output "$URI"
type_text "one"
press ctrl+Return
wait_for pg_rows_are 1 --seconds 10
assert_eq "$(pg "SELECT entry->'values'->>'name' || '|' || entered_by FROM entries")" "one|Ana Clerk" "the row"
assert_eq "$(pg "SELECT bool_and(ssl) FROM pg_stat_ssl JOIN pg_stat_activity USING (pid) WHERE client_addr IS NOT NULL")" "t" "the app's connection uses TLS"
# The entries view reads the journal, whose lines say who entered them.
press ctrl+e
a11y_wait '^table row\|Saved: Today [0-9:]+, Entered by: Ana Clerk, Name: one'
press ctrl+e

# The server goes down as in a crash: two entries wait, and the window says so.
pg_stop
type_text "two"
press ctrl+Return
type_text "three"
press ctrl+Return
a11y_wait '^label\|2 entries waiting to be sent · .*127\.0\.0\.1:'"$PG_PORT"
shot waiting
pg_restart
wait_for pg_rows_are 3 --seconds 10
a11y_gone '^label\|.*waiting to be sent'
assert_eq "$(pg "SELECT string_agg(entry->'values'->>'name', ',' ORDER BY seq) FROM entries")" "one,two,three" "sent in order"

# Killed with an entry waiting: it is sent at the next start, once.
pg_stop
type_text "four"
press ctrl+Return
a11y_wait '^label\|1 entry waiting to be sent'
kill -KILL "$APP_PID"; wait "$APP_PID" 2>/dev/null || true; APP_PID=""
pg_restart
app_start "$WORK/notes.form.json" --output "$URI"
wait_for pg_rows_are 4 --seconds 10
app_stop
assert_eq "$(pg "SELECT count(DISTINCT id) || '|' || string_agg(entry->'values'->>'name', ',' ORDER BY seq) FROM entries")" \
    "4|one,two,three,four" "every entry once, in order"
# The password is in no file the app wrote, nor in what it printed.
if grep -rqF "team secret" "$XDG_STATE_HOME" "$XDG_DATA_HOME" "$WORK/app.out" "$WORK/app.err" 2>/dev/null; then
    fail "the password was written by the app"
fi

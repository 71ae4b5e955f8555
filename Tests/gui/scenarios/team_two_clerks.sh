# Two clerks, two instances with state folders of their own, each saving 100
# entries while the team's PostgreSQL is down; when it comes back, both
# send at once, and the table holds exactly 200 rows, 100 by each. Each
# window's entries view then lists the team's 200, and who entered each.
source "$GUI_DIR/postgres.sh"
pg_start
pg_stop
URI="postgresql://postgres@127.0.0.1:$PG_PORT/postgres?sslmode=require"
write_notes_form "$WORK/notes.form.json"
journal_has() { [ "$(cat "$1"/typeahead/outbox/*.jsonl 2>/dev/null | wc -l)" = "$2" ]; }

# clerk NAME : a new instance with its own state and cache (as another
# user on another computer), which saves 100 entries.
clerk() {
    mkdir -p "$WORK/$1"
    XDG_STATE_HOME="$WORK/$1" XDG_CACHE_HOME="$WORK/$1/cache" TYPEAHEAD_ENTERED_BY="$1" app_start "$WORK/notes.form.json" --output "$URI"
    for index in $(seq 1 100); do
        xdotool type --delay 5 "$1 $index"
        xdotool key --delay 5 ctrl+Return
    done
    wait_for journal_has "$WORK/$1" 100 --seconds 60
}
a11y_on
clerk Ana
ANA_PID=$APP_PID
clerk Ben
a11y_wait '^label\|100 entries waiting to be sent'

pg_restart
wait_for pg_rows_are 200 --seconds 15
assert_eq "$(pg "SELECT count(DISTINCT id) FROM entries")" "200" "distinct entries"
assert_eq "$(pg "SELECT string_agg(entered_by || '=' || n, ',') FROM (SELECT entered_by, count(*) AS n FROM entries GROUP BY 1 ORDER BY 1) AS t")" \
    "Ana=100,Ben=100" "each clerk's entries"
assert_eq "$(pg "SELECT count(DISTINCT entry->'values'->>'name') FROM entries")" "200" "every name once"

press ctrl+e            # Ben's window
a11y_wait '^label\|200 entries · 200 today\|' 15
press ctrl+f
type_text "ana 57"      # who entered it is searched as a field is
a11y_wait '^label\|1 of 200 entries\|'
a11y_wait '^table row\|Saved: Today [0-9:]+, Entered by: Ana, Name: Ana 57'
shot team-entries
app_stop
APP_PID=$ANA_PID
app_stop

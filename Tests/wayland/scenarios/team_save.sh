# limit: 120
# Team mode on Wayland: entries typed on mutter reach a real PostgreSQL 15;
# with the server stopped as by a crash they wait in the outbox, and once it
# is back they are sent within 10 s, in order, each once.
source "$GUI_DIR/postgres.sh"
pg_start
trap 'pg_remove; wl_stop' EXIT
cat >"$WORK/notes.form.json" <<'JSON'
{ "title": "Notes", "fields": [{ "id": "name", "label": "Name" }, { "id": "note", "label": "Note" }] }
JSON
app_start "$WORK/notes.form.json" --output "postgresql://postgres@127.0.0.1:$PG_PORT/postgres?sslmode=require"
keys "one" ctrl+Return
wait_for pg_rows_are 1 --seconds 10
pg_stop
keys "two" ctrl+Return "three" ctrl+Return
journal_has() { [ "$(cat "$XDG_STATE_HOME"/typeahead/outbox/*.jsonl 2>/dev/null | wc -l)" = "$1" ]; }
wait_for journal_has 3
pg_restart
wait_for pg_rows_are 3 --seconds 10
app_stop
assert_eq "$(pg "SELECT count(DISTINCT id) || '|' || string_agg(entry->'values'->>'name', ',' ORDER BY seq) FROM entries")" \
    "3|one,two,three" "every entry once, in order"

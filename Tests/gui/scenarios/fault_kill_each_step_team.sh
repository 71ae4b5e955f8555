# limit: 400
# The fault-injection suite in team mode: a kill (SIGKILL) right after each
# step of the path from the draft to the team's PostgreSQL. The shim counts
# the draft's "saving" rename, the outbox journal's write and fsync, the
# draft's removal and the marker's write, fsync and rename after the
# server's commit (the relay runs beside the draft's removal, so the order
# may vary: whatever step K is, the result must hold). Started again, and
# Ctrl+Return pressed as a person would, the table then holds the entry
# exactly once: nothing lost, nothing twice.
source "$GUI_DIR/../faults/lib.sh"
fault_build
fault_form
source "$GUI_DIR/postgres.sh"
pg_start
URI="postgresql://postgres@127.0.0.1:$PG_PORT/postgres?sslmode=disable"
marker_written() { compgen -G "$XDG_STATE_HOME/typeahead/outbox/*.sent" >/dev/null; }

# One save without a kill: how many steps the path has, through the marker.
LD_PRELOAD="$WORK/shim.so" FAULT_LOG="$WORK/steps.log" app_start "$WORK/note.form.json" --output "$URI"
fault_save "counted"
wait_for pg_rows_are 1
wait_for marker_written
sleep 1 # the draft's removal and history come after the line
steps=$(wc -l <"$WORK/steps.log")
app_stop
echo "the path's steps:"
sed "s|$XDG_STATE_HOME/||; s/^/    /" "$WORK/steps.log"
grep -q '\.sent' "$WORK/steps.log" || fail "the marker's steps were not counted"

for kill_at in $(seq 1 "$steps"); do
    rm -rf "$XDG_STATE_HOME" && fault_form
    LD_PRELOAD="$WORK/shim.so" FAULT_KILL_AT=$kill_at app_start "$WORK/note.form.json" --output "$URI"
    fault_save "killed after step $kill_at"
    fault_wait_killed "$kill_at"
    wait "$APP_PID" 2>/dev/null || true
    APP_PID=""
    app_start "$WORK/note.form.json" --output "$URI"
    press ctrl+Return
    wait_for pg_rows_are $((kill_at + 1)) --seconds 15
    sleep 0.5
    app_stop
    assert_eq "$(pg "SELECT count(*) FROM entries WHERE entry->'values'->>'note' = 'killed after step $kill_at'")" "1" \
        "rows of the entry killed after step $kill_at"
    echo "killed after step $kill_at: the entry once"
done
assert_eq "$(pg "SELECT count(*) = count(DISTINCT id) FROM entries")" "t" "no id twice"
echo "a kill at each of the $steps steps: 0 duplicates, 0 lost entries"

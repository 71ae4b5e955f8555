# limit: 300
# The fault-injection suite: a kill at each step of the save path. The
# shim (Tests/faults/shim.c) counts the steps from the draft that says it
# is being saved (its rename) through the line's write and fsync to the
# draft's removal, and kills the app (SIGKILL) right after step K. The app
# is started again and Ctrl+Return pressed, as a person would: whatever K,
# the output then holds the entry once, whole. Nothing lost, nothing torn,
# nothing twice.
source "$GUI_DIR/../faults/lib.sh"
fault_build
fault_form

# One save without a kill: how many steps the save path has.
LD_PRELOAD="$WORK/shim.so" FAULT_LOG="$WORK/steps.log" app_start "$WORK/note.form.json" --output "$OUT"
fault_save "counted"
wait_for_lines "$OUT" 1
sleep 1 # the draft's removal and history come after the line
# Counted before the app is stopped: closing its window writes the
# window's size, which is not the save's.
steps=$(wc -l <"$WORK/steps.log")
app_stop
echo "the save path's steps:"
sed "s|$XDG_STATE_HOME/||; s/^/    /" "$WORK/steps.log"
[ "$steps" -ge 4 ] || fail "only $steps steps counted: the shim did not see the save"

for kill_at in $(seq 1 "$steps"); do
    rm -rf "$XDG_STATE_HOME" && fault_form
    LD_PRELOAD="$WORK/shim.so" FAULT_KILL_AT=$kill_at app_start "$WORK/note.form.json" --output "$OUT"
    fault_save "killed after step $kill_at"
    fault_wait_killed "$kill_at"
    wait "$APP_PID" 2>/dev/null || true
    APP_PID=""
    step=$(sed -n "${kill_at}p" "$WORK/steps.log" | sed "s|$XDG_STATE_HOME/||")
    # Started again: a draft whose line was not saved comes back, and
    # Ctrl+Return saves it; a saved one does not, and Ctrl+Return on the
    # empty form saves nothing (the name is required).
    app_start "$WORK/note.form.json" --output "$OUT"
    press ctrl+Return
    sleep 0.5
    app_stop
    fault_check_output 1 "killed after step $kill_at"
    echo "killed after step $kill_at ($step): the entry once, whole"
done
echo "a kill at each of the $steps steps: 0 duplicates, 0 torn lines, 0 lost entries"

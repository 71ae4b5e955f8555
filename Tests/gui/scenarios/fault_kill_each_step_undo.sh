# limit: 300
# The fault-injection suite for Ctrl+Z right after a save (issue 49.1): the
# app is killed (SIGKILL) right after each step from the draft that holds
# the taken-back values and waits for the deletion line (its "withdrawing"
# rename) on. Started again, Ctrl+Return is pressed as a person would:
# the entry is then live exactly once, whether the kill left it saved (no
# draft comes back) or taken back (its values come back and are saved).
source "$GUI_DIR/../faults/lib.sh"
export FAULT_START_MARK='"withdrawing"'
fault_build
fault_form

LD_PRELOAD="$WORK/shim.so" FAULT_LOG="$WORK/steps.log" app_start "$WORK/note.form.json" --output "$OUT"
fault_save "first"
fault_save "second"
wait_for_lines "$OUT" 2
press ctrl+z
wait_for_lines "$OUT" 3
sleep 1
steps=$(fault_count_steps "$WORK/steps.log")
app_stop
[ "$steps" -ge 3 ] || fail "only $steps steps counted: the shim did not see Ctrl+Z's writes"

for kill_at in $(seq 1 "$steps"); do
    rm -rf "$XDG_STATE_HOME" && fault_form
    LD_PRELOAD="$WORK/shim.so" FAULT_KILL_AT=$kill_at app_start "$WORK/note.form.json" --output "$OUT"
    fault_save "first"
    fault_save "second"
    wait_for_lines "$OUT" 2
    sleep 0.5 # the saves' own steps are over
    xdotool key ctrl+z
    fault_wait_killed "$kill_at"
    wait "$APP_PID" 2>/dev/null || true
    APP_PID=""
    app_start "$WORK/note.form.json" --output "$OUT"
    press ctrl+Return
    sleep 0.5
    app_stop
    assert_eq "$(fault_live)" "Ada/first Ada/second" "the entries after a kill at step $kill_at"
    echo "killed after step $kill_at: $(line_count "$OUT") lines; each entry live once"
done
echo "a kill at each of the $steps steps of Ctrl+Z: nothing lost, nothing twice"

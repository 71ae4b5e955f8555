# limit: 400
# The fault-injection suite for a correction (issue 49.1): two entries
# saved, a third being typed ("Pend"), the second opened from the entries
# (Ctrl+E, Return), its name changed to "Corr" and saved, with the app
# killed (SIGKILL) right after each step from its draft's "saving" rename
# on. Started again, the correction comes back as a correction (or not at
# all once its line is written) and the entry being typed comes back too;
# Ctrl+Return saves each in turn. Whatever the step, `export` then gives
# the three entries as a person meant them: nothing lost, nothing twice.
source "$GUI_DIR/../faults/lib.sh"
# The count starts at the correction's saving draft (its line, quoted in
# the draft, names the entry it supersedes), not at the entries' saves.
export FAULT_START_MARK='\"supersedes\"'
fault_build
fault_form
a11y_on

# correct_second : from a window with two entries saved, types Pend, opens
# the second entry and changes its name to Corr, then saves it with
# Ctrl+Return (sent raw: the app may be killed under it).
correct_second() {
    type_text "Pend"
    press Return
    type_text "pending"
    press ctrl+e
    a11y_wait '^table row\|Saved: [^|]*Name: Ada, Note: second[^|]*\|[^|]*\|[^|]*selected'
    press Return
    a11y_wait '^label\|Correcting a saved entry'
    press ctrl+a
    type_text "Corr"
    xdotool key ctrl+Return
}

# finish : Ctrl+Return saves what the form holds (the correction, if it came
# back, then the entry being typed, found on the form page).
finish() {
    press ctrl+Return
    if [ "$(fault_live)" != "Ada/first Corr/second Pend/pending" ]; then
        press ctrl+e
        a11y_wait '^text\|Name\|[^|]*\|[^|]*\|Pend$'
        press ctrl+Return
    fi
}

LD_PRELOAD="$WORK/shim.so" FAULT_LOG="$WORK/steps.log" app_start "$WORK/note.form.json" --output "$OUT"
fault_save "first"
fault_save "second"
wait_for_lines "$OUT" 2
correct_second
wait_for_lines "$OUT" 3
sleep 1
steps=$(fault_count_steps "$WORK/steps.log")
app_stop
[ "$steps" -ge 4 ] || fail "only $steps steps counted: the shim did not see the correction's save"

for kill_at in $(seq 1 "$steps"); do
    rm -rf "$XDG_STATE_HOME" && fault_form
    LD_PRELOAD="$WORK/shim.so" FAULT_KILL_AT=$kill_at app_start "$WORK/note.form.json" --output "$OUT"
    fault_save "first"
    fault_save "second"
    wait_for_lines "$OUT" 2
    correct_second
    fault_wait_killed "$kill_at"
    wait "$APP_PID" 2>/dev/null || true
    APP_PID=""
    restored=no
    app_start "$WORK/note.form.json" --output "$OUT"
    if a11y_dump | grep -q '^label|Correcting a saved entry'; then
        restored=yes
        [ -f "$ARTIFACTS/$NAME-restored.png" ] || shot restored
    fi
    finish
    app_stop
    assert_eq "$(fault_live)" "Ada/first Corr/second Pend/pending" "the entries after a kill at step $kill_at"
    assert_lines "$OUT" 4
    echo "killed after step $kill_at: the correction came back: $restored; three entries, none twice"
done
echo "a kill at each of the $steps steps of a correction: nothing lost, nothing twice"

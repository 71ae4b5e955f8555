# limit: 240
# The middle button pastes the PRIMARY selection where it is pressed, also
# while keys wait for an index: "kalom", Return (waiting for the index),
# then a middle click on Note and Ctrl+Return, from the moment the window
# maps, 3 times of 3 (the trace shows the paste before the index). The
# note holds the selected text, and the place what Return took.
write_place_notes_form "$WORK" 400000
selected="Über den Wolken"
printf '%s' "$selected" | xclip -selection primary # xclip stays, serving it
OUT="$WORK/notes.jsonl"
# Where Note is, in the window (the layout is the same each run).
a11y_on
app_start "$WORK/notes.form.json" --output "$OUT"
read -r x y < <(timeout 20 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" middle Note)
[ -n "$y" ] || fail "Note was not found in the accessible tree"
app_stop
for run in 1 2 3; do
    rm -f "$OUT"
    # No draft, and no index stored by the run before: the keys must wait.
    rm -rf "$XDG_STATE_HOME" "$XDG_CACHE_HOME/typeahead"
    app_start_fast "$WORK/notes.form.json" --output "$OUT"
    keys_at 5 kalom Return
    xdotool mousemove --window "$APP_WINDOW" "$x" "$y" click 2
    keys_at 5 ctrl+Return
    wait_for_lines "$OUT" 1 60
    note=$(json_get "$OUT" 1 'd["values"]["note"]')
    place=$(json_get "$OUT" 1 'd["values"]["place"]')
    [ "$run" -eq 1 ] && shot "run-1"
    assert_eq "$note" "$selected" "the note after a middle click (run $run)"
    case "$place" in Kalom*) ;; *) fail "run $run: the place is '$place', not a Kalom… that Return took" ;; esac
    grep -qP "\tanswer\t.* late" "$TRACE" || fail "run $run: no answer came late: the keys did not wait for the index"
    app_stop
done
echo "pasted by the middle button into the note while keys waited, 3 times of 3 (place: $place)"

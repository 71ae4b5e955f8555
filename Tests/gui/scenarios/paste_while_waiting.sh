# limit: 300
# A paste while keys wait for an index lands where it would have landed had
# the person waited: "kalom", Return (waiting for the index), Ctrl+V (or
# Shift+Insert), Ctrl+Return, typed 5 ms a key from the moment the window
# maps, 5 times of 5: the note holds the clipboard's text, and the place
# what Return took.
write_place_notes_form "$WORK" 400000
clip="Über den Wolken"
printf '%s' "$clip" | xclip -selection clipboard # xclip stays, serving it
OUT="$WORK/notes.jsonl"
for run in 1 2 3 4 5; do
    paste_key=ctrl+v
    [ "$run" -eq 5 ] && paste_key=shift+Insert
    rm -f "$OUT"
    # No draft, and no index stored by the run before: the keys must wait.
    rm -rf "$XDG_STATE_HOME" "$XDG_CACHE_HOME/typeahead"
    app_start_fast "$WORK/notes.form.json" --output "$OUT"
    keys_at 5 kalom Return "$paste_key" ctrl+Return
    read_note_and_place "$OUT"
    assert_eq "$note" "$clip" "the note after $paste_key (run $run)"
    case "$place" in Kalom*) ;; *) fail "run $run: the place is '$place', not a Kalom… that Return took" ;; esac
    grep -qP "\tanswer\t.* late" "$TRACE" || fail "run $run: no answer came late: the keys did not wait for the index"
    app_stop
done
echo "pasted into the note, 5 times of 5 (place: $place)"

# limit: 240
# A paste while keys wait for an index lands where it would have landed had
# the person waited, on Wayland too: text copied in another app; "kalom",
# Return (waiting for the index), Ctrl+V (or Shift+Insert), Ctrl+Return,
# typed 5 ms a key from the moment the window has the keyboard, 5 times of
# 5: the note holds the copied text, and the place what Return took.
write_place_notes_form "$WORK" 400000
clip="Über den Wolken"
wl_copy "$clip"
OUT="$WORK/notes.jsonl"
for run in 1 2 3 4 5; do
    paste_key=ctrl+v
    [ "$run" -eq 5 ] && paste_key=shift+Insert
    rm -f "$OUT"
    # No draft, and no index stored by the run before: the keys must wait.
    rm -rf "$XDG_STATE_HOME" "$XDG_CACHE_HOME/typeahead"
    app_start_typing 5 kalom Return "$paste_key" ctrl+Return -- "$WORK/notes.form.json" --output "$OUT"
    read_note_and_place "$OUT"
    assert_eq "$note" "$clip" "the note after $paste_key (run $run)"
    case "$place" in Kalom*) ;; *) fail "run $run: the place is '$place', not a Kalom… that Return took" ;; esac
    app_stop
done
echo "pasted into the note, 5 times of 5 (place: $place)"

# limit: 240
# A paste is saved however slowly the clipboard answers, on Wayland too:
# with nothing waiting (the index is ready), "kalom", Tab, Ctrl+V (or
# Shift+Insert) and Ctrl+Return 5 ms a key, while the clipboard's owner,
# another app, takes 0.4 s to hand its text over: the note saved holds the
# pasted text, and the place what Tab took.
write_place_notes_form "$WORK" 2000
clip="Über den Wolken"
/usr/bin/python3 "$GUI_DIR/slow_clipboard.py" "$clip" 0.4 "$WORK/owner.trace" >"$WORK/owner.log" 2>&1 &
drive wait "$WORK/owner.trace" active yes 20
drive keys 40 c # a key in its window: on Wayland an app takes the clipboard in answer to input
sleep 0.3
OUT="$WORK/notes.jsonl"
for paste_key in ctrl+v shift+Insert; do
    rm -f "$OUT"
    rm -rf "$XDG_STATE_HOME"
    app_start "$WORK/notes.form.json" --output "$OUT"
    wait_for trace_has indexed --seconds 30
    mapfile -t names < <(keysyms kalom Tab "$paste_key" ctrl+Return)
    drive keys 5 "${names[@]}"
    read_note_and_place "$OUT"
    assert_eq "$note" "$clip" "the note saved after $paste_key and Ctrl+Return at once"
    case "$place" in Kalom*) ;; *) fail "$paste_key: the place is '$place', not a Kalom… that Tab took" ;; esac
    app_stop
done
echo "a slow paste then Ctrl+Return at once saved the pasted text, by Ctrl+V and Shift+Insert"

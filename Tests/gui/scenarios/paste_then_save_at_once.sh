# limit: 240
# A paste is saved however slowly the clipboard answers. With nothing
# waiting (the index is ready), a paste into Note and Ctrl+Return 5 ms
# later, while the clipboard's owner takes 0.4 s to hand its text over:
# the note saved holds the pasted text, by Ctrl+V, Shift+Insert and the
# middle button. The middle button pastes where it is pressed, not at the
# caret: with the caret moved to the start of text typed (Home), a click
# past the text's end pastes after it, also when the text holds combining
# accents (typed by Ctrl+Shift+U) and ends with one: GTK counts their code
# points as positions of their own, but a click only stops between whole
# letters. (Before a middle click
# Place is left empty, and the middle button goes first: Place's inline
# completion, a selection, takes the primary selection from its owner, as
# any GTK entry's selection does.)
write_place_notes_form "$WORK" 2000
clip="Über "
/usr/bin/python3 "$GUI_DIR/slow_clipboard.py" "$clip" 0.4 "$WORK/owner.trace" >"$WORK/owner.log" 2>&1 &
wait_for test -s "$WORK/owner.trace"
OUT="$WORK/notes.jsonl"
traced() { grep -qP "\t$1(\t|$)" "$TRACE"; }

# Where Note is, in the window (the layout is the same each run).
a11y_on
app_start "$WORK/notes.form.json" --output "$OUT"
read -r nx ny < <(timeout 20 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" middle Note)
[ -n "$ny" ] || fail "Note was not found in the accessible tree"
app_stop

for way in middle middle-past-the-end middle-past-combining ctrl+v shift+Insert; do
    rm -f "$OUT"
    rm -rf "$XDG_STATE_HOME"
    app_start "$WORK/notes.form.json" --output "$OUT"
    wait_for traced indexed --seconds 30
    case "$way" in
        middle*) keys_at 5 Tab ;;
        *) keys_at 5 kalom Tab; wait_for traced answer ;;
    esac
    settle_since 0
    case "$way" in
        middle)
            xdotool mousemove --window "$APP_WINDOW" "$nx" "$ny" click 2
            keys_at 5 ctrl+Return
            expected="$clip" ;;
        middle-past-the-end)
            keys_at 5 "den Wolken " Home
            # Halfway from the middle of Note to its end: past the text.
            xdotool mousemove --window "$APP_WINDOW" $((nx * 3 / 2)) "$ny" click 2
            keys_at 5 ctrl+Return
            expected="den Wolken $clip" ;;
        middle-past-combining)
            keys_at 5 Cafe ctrl+shift+u "301 " " Ole" ctrl+shift+u "301 " Home
            xdotool mousemove --window "$APP_WINDOW" $((nx * 3 / 2)) "$ny" click 2
            keys_at 5 ctrl+Return
            expected="Café Olé$clip" ;; # each accent a combining U+0301
        *)
            keys_at 5 "$way" ctrl+Return
            expected="$clip" ;;
    esac
    read_note_and_place "$OUT"
    case "$way" in middle-past-*) shot "saved-$way" ;; esac
    assert_eq "$note" "$expected" "the note saved after a paste by $way"
    case "$way:$place" in middle*:|ctrl+v:Kalom*|shift+Insert:Kalom*) ;; *) fail "$way: the place is '$place'" ;; esac
    app_stop
done
echo "a slow paste then Ctrl+Return at once saved the pasted text, by Ctrl+V, Shift+Insert and the middle button (past the end of typed text, with or without combining accents, with the caret at its start)"

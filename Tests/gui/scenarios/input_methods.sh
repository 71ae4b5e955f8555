# limit: 400
# Dead keys, Compose and Ctrl+Shift+U, typed into a plain field while the
# keys wait for an index (from the moment the window maps), save what a
# plain GtkEntry given the same keys shows: at 80 ms and at 5 ms a key, 5
# times each. GTK's input method composes them (GtkIMContextSimple here:
# no IBus on the scenarios' bus).
setxkbmap -layout us -variant intl -option compose:ralt
write_place_notes_form "$WORK" 400000
# M, dead diaeresis then u (ü), "ller", Compose e ' (é), Ctrl+Shift+U e 9 and space (é).
composed=(shift+m dead_diaeresis u l l e r space Multi_key e apostrophe space ctrl+shift+u e 9 space)

expected=$(oracle_text 5 "${composed[@]}")
echo "a plain GtkEntry: '$expected'"
assert_eq "$expected" "Müller é é" "the oracle's text (the layout and Compose as set)"

OUT="$WORK/notes.jsonl"
for delay in 80 5; do
    for run in 1 2 3 4 5; do
        rm -f "$OUT"
        rm -rf "$XDG_STATE_HOME" # no draft from the run before
        app_start_fast "$WORK/notes.form.json" --output "$OUT"
        keys_at "$delay" kalom Return
        xdotool key --delay "$delay" "${composed[@]}" ctrl+Return
        shot "$delay-$run"
        read_note_and_place "$OUT"
        assert_eq "$note" "$expected" "the note typed at $delay ms a key (run $run; place '$place')"
        app_stop
    done
    echo "at $delay ms a key: '$expected', 5 times of 5"
done

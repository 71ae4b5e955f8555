# limit: 300
# keymap: us mac compose:ralt
# Dead keys, Compose and Ctrl+Shift+U on Wayland: typed into a plain field
# while the keys wait for an index (from the moment the window has the
# keyboard), they save what a plain GtkEntry on the same compositor shows,
# at 80 ms and at 5 ms a key, 5 times each. The layout is a Mac US one (its
# dead keys on AltGr, which mutter can press), with Compose on right Alt.
write_place_notes_form "$WORK" 400000
# M, dead diaeresis then u (ü), "ller", Compose e ' (é), Ctrl+Shift+U e 9 and space (é).
composed=(shift+m dead_diaeresis u l l e r " " Multi_key e "'" " " ctrl+shift+u e 9 " ")

expected=$(wl_oracle_text 5 "${composed[@]}")
echo "a plain GtkEntry: '$expected'"
assert_eq "$expected" "Müller é é" "the oracle's text (the keymap and Compose as set)"

OUT="$WORK/notes.jsonl"
for delay in 80 5; do
    for run in 1 2 3 4 5; do
        rm -f "$OUT"
        rm -rf "$XDG_STATE_HOME" # no draft from the run before
        app_start_typing "$delay" kalom Return "${composed[@]}" ctrl+Return -- "$WORK/notes.form.json" --output "$OUT"
        read_note_and_place "$OUT"
        assert_eq "$note" "$expected" "the note typed at $delay ms a key (run $run; place '$place')"
        app_stop
    done
    echo "at $delay ms a key: '$expected', 5 times of 5"
done

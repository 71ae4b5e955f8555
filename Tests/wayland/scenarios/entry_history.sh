# limit: 90
# An entry's history on Wayland (issue 52): Ctrl+H on the entry just
# corrected shows who saved it and who changed what to what; Up shows the
# other entry's own; Ctrl+H again hides it. Read back from the trace (the
# history as the window shows it, its lines joined by " / ").
OUT="$WORK/out.jsonl"
export TYPEAHEAD_ENTERED_BY=ana
app_start --output "$OUT"

keys Ada Return "sao pau" Return ctrl+Return
wait_for_lines "$OUT" 1
keys Bob Return "lyo" Return ctrl+Return
wait_for_lines "$OUT" 2
keys ctrl+e
wait_for trace_has entries-count "2 entries · 2 today"
sleep 0.5               # the list takes the keyboard once its rows are read
keys Down Return        # Ada, in the form
sleep 0.5
keys ctrl+a "Ada Lovelace" ctrl+Return
wait_for_lines "$OUT" 3
sleep 0.5
keys ctrl+h
history_is() { grep -q -P "^\d+\tentries-history\t$1$" "$TRACE"; }
wait_for history_is "Saved Today [0-9:]+( [AP]M)? by ana / Corrected Today [0-9:]+( [AP]M)? by ana: Traveller: Ada → Ada Lovelace"
keys Up                 # Bob: saved once, never changed
wait_for history_is "Saved Today [0-9:]+( [AP]M)? by ana"
keys ctrl+h
wait_for history_is ""

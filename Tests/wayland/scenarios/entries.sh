# limit: 90
# The entries view on Wayland: Ctrl+E lists the entries saved, with their
# count; Ctrl+F and a word search them; Return opens the one found in the
# form, and its save is a correction that supersedes it. Read back from
# the trace (the count as the window shows it) and the saved lines.
OUT="$WORK/out.jsonl"
app_start --output "$OUT"

keys Ada Return "sao pau" Return ctrl+Return
wait_for_lines "$OUT" 1
keys Bob Return "lyo" Return ctrl+Return
wait_for_lines "$OUT" 2
keys ctrl+e
wait_for trace_has entries-count "2 entries · 2 today"
keys ctrl+f bob
wait_for trace_has entries-count "1 of 2 entries"
keys Return             # Bob, in the form
sleep 0.5
keys ctrl+a "Bobby" ctrl+Return
wait_for_lines "$OUT" 3
assert_eq "$(json_get "$OUT" 3 'd["supersedes"]')" "$(json_get "$OUT" 2 'd["id"]')" "the correction names Bob's entry"
assert_eq "$(json_get "$OUT" 3 '[d["values"]["traveller"], d["values"]["city"], d["records"]["city"]]')" \
    "['Bobby', 'Lyon', '2996944']" "the correction, with Lyon's record"
# Back on the entries; Escape empties the search: both are listed again.
counted_twice() { [ "$(grep -c -P "\tentries-count\t\Q2 entries · 2 today\E$" "$TRACE")" -ge 2 ]; }
sleep 0.5
keys Escape
wait_for counted_twice
assert_eq "$("$TYPEAHEAD_BIN" export "$OUT" | tail -n +2 | cut -d, -f1 | tr '\n' ' ')" "Ada Bobby " "the live entries"

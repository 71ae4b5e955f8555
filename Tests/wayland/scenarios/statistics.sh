# limit: 90
# The Statistics page on Wayland (issue 52): two entries keyed by "ana";
# the main menu's Statistics, by keyboard, shows her figures of today as
# `typeahead stats` counts them; Escape gives the form back its keyboard.
OUT="$WORK/out.jsonl"
export TYPEAHEAD_ENTERED_BY=ana
app_start --output "$OUT"

keys Ada Return "sao pau" Return ctrl+Return
wait_for_lines "$OUT" 1
keys Bob Return "lyo" Return ctrl+Return
wait_for_lines "$OUT" 2
today=$(date +%F)
keystrokes=$("$TYPEAHEAD_BIN" stats "$OUT" --format csv | tr -d '\r' | grep "^ana,$today," | cut -d, -f4)
[ -n "$keystrokes" ] || fail "typeahead stats has no row for ana today"
keys F10 Down Down Down Return
wait_for trace_has statistics "2 entries on $today"
row_traced() { grep -q -P "^\d+\tstatistics-row\t\QKeyer ana, Entries 2, Keys $keystrokes, \E" "$TRACE"; }
wait_for row_traced
keys Escape Cy Return "lyo" Return ctrl+Return
wait_for_lines "$OUT" 3
assert_eq "$(json_get "$OUT" 3 'd["values"]["traveller"]')" "Cy" "Escape gave the form back its keyboard"

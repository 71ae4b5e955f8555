# A data file large enough to be read behind its window (4 MB or more) with
# a malformed row far down: the window shows from the header at once, then
# says where the file is wrong (an AdwMessageDialog with path:line:column:
# message); standard error has the same line as for a file refused at
# start, and once the message is closed the app ends with status 2 and has
# saved nothing. (The file may be found wrong before the window maps: then
# the message comes first, so only letters are typed before it.)
write_places "$WORK/big.csv" 400000
printf 'Kalo,North,7\n' >>"$WORK/big.csv"   # 3 fields where the header has 2
[ "$(stat -c %s "$WORK/big.csv")" -ge $((4 << 20)) ] || fail "the file is too small to be read in the background"
a11y_on
app_start "$WORK/big.csv" --output "$WORK/out.jsonl"
xdotool type --delay 20 "ka"
# The form's window and the message over it (the list may show too, if the
# letters were taken before the file was found wrong).
form_and_message() {
    local names
    names=$(for window in $(app_windows); do xdotool getwindowname "$window"; done)
    grep -qx 'big' <<<"$names" && grep -qx 'Could not open “big.csv”' <<<"$names"
}
wait_for form_and_message --seconds 30
shot message
a11y_wait "\\|$WORK/big.csv:400002:1: row has 3 fields, but the header has 2\\|"
assert_eq "$(cat "$WORK/app.err")" "typeahead: $WORK/big.csv:400002:1: row has 3 fields, but the header has 2" \
    "the line on standard error"
xdotool key Return   # Close
for _ in $(seq 1 50); do kill -0 "$APP_PID" 2>/dev/null || break; sleep 0.1; done
kill -0 "$APP_PID" 2>/dev/null && fail "closing the message did not end the app"
status=0
wait "$APP_PID" || status=$?
APP_PID=""
assert_eq "$status" "2" "exit status"
[ ! -e "$WORK/out.jsonl" ] || fail "an entry was saved from a file half read"
! grep -E "(WARNING|CRITICAL)" "$WORK/app.err" || fail "warnings on standard error"

# limit: 120
# The fault-injection suite: a slow disk never freezes the window. Every
# fsync under the state folder takes 1 s more (a save has three: the
# draft that says it is being saved, its folder, the line). An entry is
# saved with Return and "Bob" typed at once, 50 ms a key: the window takes
# each key as it comes (the trace's "key" lines follow the keys, not the
# disk), and the keys wait for the save, then go to the next entry.
source "$GUI_DIR/../faults/lib.sh"
fault_build
fault_form

LD_PRELOAD="$WORK/shim.so" FAULT_FSYNC_DELAY_MS=1000 app_start "$WORK/note.form.json" --output "$OUT"
xdotool key --delay 30 shift+a d a Return
xdotool type --delay 30 "slow"
sleep 3 # the draft's writes, each 1 s slower, are done
mark=$(trace_mark)
xdotool key --delay 50 Return shift+b o b
wait_for_lines "$OUT" 1 20
# The four keys' "key" lines (Return, then a line per letter, composed or typed).
times=$(tail -n +"$((mark + 1))" "$TRACE" | awk -F'\t' '$2 == "key" { print $1 }' | head -4)
[ "$(echo "$times" | wc -l)" -eq 4 ] || fail "the trace has not the four keys: $(tail -n +"$((mark + 1))" "$TRACE" | grep -P '\tkey\t')"
spread=$(( ($(echo "$times" | tail -1) - $(echo "$times" | head -1)) / 1000 ))
echo "the four keys taken within $spread ms of each other (sent 150 ms apart, saved with fsyncs 1 s slower)"
[ "$spread" -lt 700 ] || fail "the window took the keys over $spread ms: it waited for the disk"
sleep 1
press Return
xdotool type --delay 30 "next"
press Return
wait_for_lines "$OUT" 2 20
app_stop
fault_check_output 2 "slow" "next"
assert_eq "$(json_get "$OUT" 2 'd["values"]["name"]')" "Bob" "the keys typed during the save, in the next entry"

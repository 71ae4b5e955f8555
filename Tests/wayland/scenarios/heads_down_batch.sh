# limit: 90
# Heads-down keying on Wayland, 5 ms a key from the moment the window has
# the keyboard: Zürich, typed whole, is taken; "hamilton" (five Hamiltons)
# stops with the bell, and the rest of the record typed past it is held:
# nothing poured, nothing saved. The keyer answers with the Scottish
# Hamilton (the fourth of the namesakes, likeliest first), and the record
# is saved as on paper.
OUT="$WORK/out.jsonl"
app_start_typing 5 AB Return zurich Return n1 Return hamilton Return n2 Return -- data/clinic.form.json --output "$OUT"
wait_for_lines "$OUT" 1
sleep 1
assert_lines "$OUT" 1
[ "$(trace_count bell)" -ge 1 ] || fail "no bell rang at the stop"
keys Down Down Down Down Return n2 Return
wait_for_lines "$OUT" 2
assert_clinic_batch "$OUT"

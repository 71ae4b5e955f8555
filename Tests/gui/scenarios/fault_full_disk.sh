# limit: 400
# The fault-injection suite: a full disk at every byte offset of a save.
# The shim cuts the first save's write after 0 bytes, the next failing
# save's after 1, and so on past the whole line (ENOSPC on the write after
# the cut); each failed save is retried at once with Ctrl+Return, and goes
# through. Then an fsync that fails (EIO) once. The output holds each
# entry once, whole, in order: no part of a failed write is left.
source "$GUI_DIR/../faults/lib.sh"
fault_build
fault_form

LD_PRELOAD="$WORK/shim.so" FAULT_ENOSPC="$OUT" FAULT_DONE="$WORK/enospc.done" \
    app_start "$WORK/note.form.json" --output "$OUT"
saved=()
offset=0
while [ ! -e "$WORK/enospc.done" ]; do
    [ "$offset" -le 400 ] || fail "the shim never ran past the line"
    xdotool key --delay 20 shift+a d a Return
    xdotool type --delay 20 "cut at $offset"
    press Return # fails: the disk is full at this offset
    [ -e "$WORK/enospc.done" ] && { press ctrl+Return; saved+=("cut at $offset"); break; }
    [ "$(line_count "$OUT")" -eq "${#saved[@]}" ] || fail "a save cut at byte $offset left $(line_count "$OUT") lines"
    press ctrl+Return # the retry goes through
    saved+=("cut at $offset")
    wait_for_lines "$OUT" "${#saved[@]}"
    offset=$((offset + 1))
done
app_stop
fault_check_output "${#saved[@]}" "${saved[@]}"
echo "a full disk at each of $offset byte offsets: every entry once, whole"

rm -rf "$XDG_STATE_HOME" && fault_form
LD_PRELOAD="$WORK/shim.so" FAULT_FSYNC_EIO="$OUT" app_start "$WORK/note.form.json" --output "$OUT"
xdotool key --delay 20 shift+a d a Return
xdotool type --delay 20 "after EIO"
press Return # the fsync fails: taken back
[ "$(line_count "$OUT")" -eq 0 ] || fail "a save whose fsync failed left its line"
press ctrl+Return
wait_for_lines "$OUT" 1
app_stop
fault_check_output 1 "after EIO"
echo "an fsync that failed: the line taken back, the retry saved once"

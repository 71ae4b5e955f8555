# limit: 400
# The fault-injection suite: a full disk at byte offsets across a save.
# The shim cuts the first save's write after 0 bytes, the next failing
# save's after 1, up to 5, then every 5th byte past the whole line and
# last before its last byte (ENOSPC on the write after the cut): the line
# goes in one write and is taken back whole, so the offsets between behave
# as their neighbours do. Each failed save is retried at once with
# Ctrl+Return, and goes through. Then an fsync that fails (EIO) once. The
# output holds each entry once, whole, in order: no part of a failed write
# is left.
source "$GUI_DIR/../faults/lib.sh"
fault_build
fault_form

LD_PRELOAD="$WORK/shim.so" FAULT_ENOSPC="$OUT" FAULT_ENOSPC_STEP=5 FAULT_DONE="$WORK/enospc.done" \
    app_start "$WORK/note.form.json" --output "$OUT"
saved=()
cuts=0
while [ ! -e "$WORK/enospc.done" ]; do
    [ "$cuts" -le 400 ] || fail "the shim never ran past the line"
    xdotool key --delay 20 shift+a d a Return
    xdotool type --delay 20 "cut $cuts"
    press Return # fails: the disk is full at this cut's offset
    [ -e "$WORK/enospc.done" ] && { press ctrl+Return; saved+=("cut $cuts"); break; }
    [ "$(line_count "$OUT")" -eq "${#saved[@]}" ] || fail "save $cuts, cut short, left $(line_count "$OUT") lines"
    press ctrl+Return # the retry goes through
    saved+=("cut $cuts")
    wait_for_lines "$OUT" "${#saved[@]}"
    cuts=$((cuts + 1))
done
app_stop
fault_check_output "${#saved[@]}" "${saved[@]}"
echo "a full disk at $cuts byte offsets: every entry once, whole"

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

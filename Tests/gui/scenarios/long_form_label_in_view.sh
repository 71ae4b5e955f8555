# On a 25-field form, the field that Return reaches is scrolled into view
# with its label above it (issue 23: only the entry was, and the label fell
# off the top). A save refused on the last field brings the focus back up
# to a required field, whose message under it is in view too (it fell off
# the bottom). Checked by where the accessibility tree puts the labels and
# the message in the window.
/usr/bin/python3 - "$WORK" <<'PY'
import json, sys
fields = [{"id": "f%d" % n, "label": "Field %d" % n} for n in range(1, 26)]
fields[15]["required"] = True
json.dump({"title": "Many", "fields": fields}, open(sys.argv[1] + "/many.form.json", "w"))
PY
a11y_on
app_start "$WORK/many.form.json" --output "$WORK/out.jsonl"
act xdotool windowsize --sync "$APP_WINDOW" 560 500 || true
height=$(xdotool getwindowgeometry --shell "$APP_WINDOW" | sed -n 's/^HEIGHT=//p')
box() { timeout 20 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" box "$1" "$2"; }
# in_view ROLE NAME : the object lies between the header bar and the count
# line at the bottom of the window.
in_view() {
    local x y w h
    read -r x y w h < <(box "$1" "$2") || return 1
    [ -n "$h" ] && [ "$y" -ge 50 ] && [ $((y + h)) -le $((height - 30)) ]
}
for field in $(seq 2 16); do
    press Return
    a11y_wait "^text\\|Field $field\\|[^|]*\\|[^|]*focused"
    wait_for in_view label "Field $field" --seconds 3 || true
    in_view label "Field $field" || fail "the label of Field $field is out of view ($(box label "Field $field"); window $height px high)"
done
shot label-in-view
# On to the last field, and Return there: the save is refused, and the
# focus goes back up to Field 16, required, with its message under it.
for field in $(seq 17 25); do press Return; done
a11y_wait '^text\|Field 25\|[^|]*\|[^|]*focused'
press Return
a11y_wait '^text\|Field 16\|[^|]*\|[^|]*focused'
a11y_wait '^label\|Field 16 is required\|'
wait_for in_view label "Field 16 is required" --seconds 3 || true
in_view label "Field 16 is required" || fail "the message of Field 16 is out of view ($(box label "Field 16 is required"))"
in_view label "Field 16" || fail "the label of Field 16 is out of view ($(box label "Field 16"))"
shot message-in-view
app_stop

# A 120-character label wraps: the window still goes down to 360 px, and
# the label's whole text stays (issue 23: such a label held the window at
# about 960 px). The required field's "*" ends the label's last line, not
# the far edge of the column; it is seen and not read: the label and its
# entry are named by the bare text. Checked by the window's width and the
# accessibility tree, and looked at.
label="Name of the person travelling, exactly as it is written in the passport or identity card they will carry on the day"
[ "${#label}" -ge 115 ] || fail "the label is ${#label} characters"
cat >"$WORK/long.form.json" <<JSON
{ "title": "Long labels", "fields": [
  { "id": "traveller", "label": "$label", "required": true },
  { "id": "notes", "label": "Notes" } ] }
JSON
# GNOME's title bar buttons (close only), as narrow_window sets them.
mkdir -p "$HOME/.config/gtk-4.0"
printf '[Settings]\ngtk-decoration-layout=:close\n' >"$HOME/.config/gtk-4.0/settings.ini"
a11y_on
app_start "$WORK/long.form.json" --output "$WORK/out.jsonl"
a11y_wait "^label\\|$label\\|"
act xdotool windowsize --sync "$APP_WINDOW" 300 600 || true
width() { xdotool getwindowgeometry --shell "$APP_WINDOW" | sed -n 's/^WIDTH=//p'; }
for _ in $(seq 1 50); do [ "$(width)" == "360" ] && break; sleep 0.1; done
[ "$(width)" == "360" ] || { shot too-wide; fail "the window is $(width) px wide, not 360"; }
type_text "Ada"
shot narrow
a11y_wait "^text\\|$label\\|.*\\|Ada$"
a11y_gone "^label\\|$label \\*"
app_stop

# The window can be 360 px narrow (no narrower) and keeps its size for the
# next run. The title bar has GNOME's own buttons (close only; GTK's
# fallback without a desktop adds minimize and maximize).
mkdir -p "$HOME/.config/gtk-4.0"
printf '[Settings]\ngtk-decoration-layout=:close\n' >"$HOME/.config/gtk-4.0/settings.ini"
app_start --output "$WORK/out.jsonl"
act xdotool windowsize --sync "$APP_WINDOW" 300 700 || true
width() { xdotool getwindowgeometry --shell "$APP_WINDOW" | sed -n 's/^WIDTH=//p'; }
narrowest() { [ "$(width)" == "360" ]; }
wait_for narrowest --seconds 5
type_text "Ada"
press Return
type_text "zur"
shot narrow
press Return
app_quit_cleanly
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["width"] == 360, d' "$WORK/state/typeahead/window.json" \
    || fail "the size was not kept: $(cat "$WORK/state/typeahead/window.json" 2>/dev/null)"
app_start --output "$WORK/out.jsonl"
width=$(xdotool getwindowgeometry --shell "$APP_WINDOW" | sed -n 's/^WIDTH=//p')
assert_eq "$width" "360" "the kept width"
app_quit_cleanly

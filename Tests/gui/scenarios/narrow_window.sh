# The window can be 360 px narrow (no narrower) and keeps its size for the
# next run in GSettings (org.typeahead.Typeahead: dconf on the scenario's own
# bus, its database in the scenario's XDG_CONFIG_HOME), where the size an
# earlier version kept in window.json is carried over once. The title bar
# has GNOME's own buttons (close only; GTK's fallback without a desktop adds
# minimize and maximize).
mkdir -p "$HOME/.config/gtk-4.0"
printf '[Settings]\ngtk-decoration-layout=:close\n' >"$HOME/.config/gtk-4.0/settings.ini"
mkdir -p "$XDG_STATE_HOME/typeahead"
echo '{"width": 400, "height": 700}' >"$XDG_STATE_HOME/typeahead/window.json"
width() { xdotool getwindowgeometry --shell "$APP_WINDOW" | sed -n 's/^WIDTH=//p'; }
# The tree's schema, compiled by the app (`swift run` has no installed one).
kept() { GSETTINGS_SCHEMA_DIR="$XDG_CACHE_HOME/typeahead/schemas" gsettings get org.typeahead.Typeahead "$1"; }
app_start --output "$WORK/out.jsonl"
assert_eq "$(width)" "400" "the width carried over from window.json"
[ ! -e "$XDG_STATE_HOME/typeahead/window.json" ] || fail "window.json is still there after carrying it over"
act xdotool windowsize --sync "$APP_WINDOW" 300 700 || true
narrowest() { [ "$(width)" == "360" ]; }
wait_for narrowest --seconds 5
type_text "Ada"
press Return
type_text "zur"
shot narrow
press Return
app_quit_cleanly
assert_eq "$(kept window-width)" "360" "gsettings get window-width after the app closed"
assert_eq "$(kept window-maximized)" "false" "gsettings get window-maximized"
app_start --output "$WORK/out.jsonl"
assert_eq "$(width)" "360" "the kept width"
app_quit_cleanly

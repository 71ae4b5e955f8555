# The form is a readable column (issue 23): as wide as the window allows
# up to about 420 px, then growing with the window more slowly, to 600 px
# at most, centred. Measured on the first field's entry in the
# accessibility tree at 360 px, the standard 560 px and 1000 px.
mkdir -p "$HOME/.config/gtk-4.0"
printf '[Settings]\ngtk-decoration-layout=:close\n' >"$HOME/.config/gtk-4.0/settings.ini"
a11y_on
app_start --output "$WORK/out.jsonl"
box() { timeout 20 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" "$@"; }
width() { xdotool getwindowgeometry --shell "$APP_WINDOW" | sed -n 's/^WIDTH=//p'; }
field_at() {   # field_at WINDOW-WIDTH : the Traveller entry's width there
    act xdotool windowsize --sync "$APP_WINDOW" "$1" 700 || true
    local wanted=$1 _
    [ "$wanted" -lt 360 ] && wanted=360
    for _ in $(seq 1 50); do [ "$(width)" == "$wanted" ] && break; sleep 0.1; done
    [ "$(width)" == "$wanted" ] || fail "the window is $(width) px wide, not $wanted"
    sleep 0.5
    local x y w h
    read -r x y w h < <(box box text Traveller) || fail "no Traveller field"
    echo "$w"
}
narrow=$(field_at 300); shot narrow
standard=$(field_at 560); shot standard
wide=$(field_at 1000); shot wide
echo "field widths: $narrow at 360 px, $standard at 560 px, $wide at 1000 px"
# 360 px: the window less its borders and the column's 12 px margins.
[ "$narrow" -ge 300 ] && [ "$narrow" -le 340 ] || fail "at 360 px the field is $narrow px wide"
[ "$standard" -gt 420 ] && [ "$standard" -lt "$wide" ] || fail "at 560 px the field is $standard px (wide: $wide)"
[ "$wide" -gt 520 ] && [ "$wide" -le 600 ] || fail "at 1000 px the field is $wide px wide, not up to 600"
app_stop

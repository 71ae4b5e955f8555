# The window at 360 px in German, with GNOME's window buttons (close
# alone): as narrow as the README promises, and the header's parts (the
# Open icon, the title, Save and the menu) each whole and drawn apart, as
# the accessibility tree places them.
mkdir -p "$HOME/.config/gtk-4.0"
printf '[Settings]\ngtk-decoration-layout=:close\n' >"$HOME/.config/gtk-4.0/settings.ini"
mkdir -p "$WORK/locale/de/LC_MESSAGES"
msgfmt --check -o "$WORK/locale/de/LC_MESSAGES/typeahead.mo" "po/de.po"
width() { xdotool getwindowgeometry --shell "$APP_WINDOW" | sed -n 's/^WIDTH=//p'; }
box() { timeout 20 /usr/bin/python3 "$GUI_DIR/a11y_dump.py" "$APP_PID" box "$@"; }
a11y_on
LANGUAGE=de LANG=de_DE.UTF-8 TYPEAHEAD_LOCALE_DIR="$WORK/locale" app_start --output "$WORK/out.jsonl"
a11y_wait '^(push )?button\|Speichern\|'
act xdotool windowsize --sync "$APP_WINDOW" 300 700 || true   # narrower than allowed: held at its least
for _ in $(seq 1 50); do [ "$(width)" == 360 ] && break; sleep 0.1; done
[ "$(width)" == 360 ] || fail "the window's least width in German is $(width) px, not 360"
shot header
read -r open_x _ open_w _ < <(box "push button" "Öffnen") || a11y_failed "no Öffnen button"
read -r save_x _ save_w _ < <(box "push button" "Speichern") || a11y_failed "no Speichern button"
read -r menu_x _ menu_w _ < <(box "toggle button" "Hauptmenü" || box "push button" "Hauptmenü") || a11y_failed "no Hauptmenü button"
[ "$open_x" -ge 0 ] && [ $((open_x + open_w)) -le "$save_x" ] || fail "Öffnen ($open_x+$open_w) reaches Speichern ($save_x)"
[ $((save_x + save_w)) -le "$menu_x" ] || fail "Speichern ($save_x+$save_w) reaches the menu ($menu_x)"
[ $((menu_x + menu_w)) -le 360 ] || fail "the menu ends at $((menu_x + menu_w)) px, outside the 360 px window"
# The title between Öffnen and Speichern, cut short if it must be, never under them.
read -r title_x _ title_w _ < <(box label "Eine Reise buchen") || a11y_failed "no title"
[ "$title_x" -ge $((open_x + open_w)) ] && [ $((title_x + title_w)) -le "$save_x" ] ||
    fail "the title ($title_x+$title_w) is drawn over Öffnen ($open_x+$open_w) or Speichern ($save_x)"
save_trips "$WORK/out.jsonl" Ada
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["city"]')" "Zürich" "the entry saved at 360 px"

# Run by scripts/fresh-machine.sh inside the root where the package is
# installed (read on stdin, as root): the installed app opens the demo form
# under Xvfb, keys and saves an entry as a person would, and the entry is
# checked in the file it saved; the window, made 640 px wide before it
# closes, leaves that width in GSettings; and when an administrator locks
# the width in a dconf system database, the app opens at the locked width.
# Exits non-zero, with the app's log, if not.
set -euo pipefail
out=/root/trips.jsonl
rm -f "$out"
export XDG_RUNTIME_DIR=/tmp/runtime
mkdir -p -m 0700 "$XDG_RUNTIME_DIR"

# -noreset: xdotool's short connections must not make Xvfb reset under the
# app; display 90 and up, as in the first root.
xvfb-run -a -n 90 -s "-screen 0 1024x800x24 -noreset" dbus-run-session -- bash -c '
    set -u
    out=$1
    typeahead --output "$out" >/tmp/app.log 2>&1 &
    window=""
    for _ in $(seq 1 300); do
        window=$(xdotool search --onlyvisible --name "^Book a trip\$" 2>/dev/null | head -1) && [ -n "$window" ] && break
        sleep 0.2
    done
    [ -n "$window" ] || { echo "no Book a trip window"; cat /tmp/app.log; exit 1; }
    echo "window: Book a trip"
    xdotool windowfocus --sync "$window"
    sleep 1
    # Traveller, then a city completed from the installed cities.tsv, then
    # Ctrl+Return saves (the other fields are optional).
    xdotool type --delay 40 "Ada"
    xdotool key Return
    xdotool type --delay 40 "zur"
    sleep 2
    xdotool key Return
    sleep 1
    xdotool key ctrl+Return
    for _ in $(seq 1 100); do [ -s "$out" ] && break; sleep 0.2; done
    xdotool windowsize --sync "$window" 640 700
    sleep 0.5
    xdotool key ctrl+q
    for _ in $(seq 1 50); do kill -0 %1 2>/dev/null || break; sleep 0.2; done
    kill %1 2>/dev/null || true
    cat /tmp/app.log
' _ "$out"

[ -s "$out" ] || { echo "nothing was saved in $out"; exit 1; }
cat "$out"
grep -q '"Zürich"' "$out" || { echo "the saved entry has no Zürich"; exit 1; }
grep -q '2657896' "$out" || { echo "the saved entry has not Zürich's GeoNames id"; exit 1; }
grep -q '"Ada"' "$out" || { echo "the saved entry has not the traveller Ada"; exit 1; }
echo "saved: Ada, Zürich (2657896)"
# dconf, the package's GSettings backend, kept the width in the user's
# database; gsettings reads it with no bus, after the app has gone.
width=$(gsettings get org.typeahead.Typeahead window-width)
[ "$width" = 640 ] || { echo "gsettings gives the window width $width, not 640"; exit 1; }
echo "gsettings: window-width 640"

# An administrator locks the width at 800 px, as on a managed desk: a
# system database in the user's dconf profile, with the key locked. The
# user's own 640 stays in their database, under the lock.
mkdir -p /etc/dconf/profile /etc/dconf/db/site.d/locks
printf 'user-db:user\nsystem-db:site\n' >/etc/dconf/profile/user
printf '[org/typeahead/Typeahead]\nwindow-width=800\n' >/etc/dconf/db/site.d/00-window
echo /org/typeahead/Typeahead/window-width >/etc/dconf/db/site.d/locks/window
dconf update
[ "$(gsettings writable org.typeahead.Typeahead window-width)" = false ] \
    || { echo "the administrator's lock did not take: window-width is writable"; exit 1; }
xvfb-run -a -n 90 -s "-screen 0 1024x800x24 -noreset" dbus-run-session -- bash -c '
    set -u
    typeahead --output /tmp/locked.jsonl >/tmp/app.log 2>&1 &
    window=""
    for _ in $(seq 1 300); do
        window=$(xdotool search --onlyvisible --name "^Book a trip\$" 2>/dev/null | head -1) && [ -n "$window" ] && break
        sleep 0.2
    done
    [ -n "$window" ] || { echo "no Book a trip window"; cat /tmp/app.log; exit 1; }
    xdotool windowfocus --sync "$window"
    sleep 1
    xdotool getwindowgeometry "$window" | sed -n "s/.*Geometry: \([0-9]*\)x.*/\1/p" >/tmp/opened-width
    xdotool windowsize --sync "$window" 700 700
    sleep 0.5
    xdotool key ctrl+q
    for _ in $(seq 1 50); do kill -0 %1 2>/dev/null || break; sleep 0.2; done
    kill %1 2>/dev/null || true
    cat /tmp/app.log
'
opened=$(cat /tmp/opened-width)
[ "$opened" = 800 ] || { echo "with the width locked at 800, the app opened $opened px wide"; exit 1; }
width=$(gsettings get org.typeahead.Typeahead window-width)
[ "$width" = 800 ] || { echo "gsettings gives the locked window width as $width, not 800"; exit 1; }
echo "locked by an administrator: the app opened 800 px wide"
rm -rf /etc/dconf/profile/user /etc/dconf/db/site /etc/dconf/db/site.d

#!/usr/bin/env bash
# Run by Tests/install/run.sh inside its own Xvfb and session bus: starts the
# installed app, makes its window 500 x 400, ends it with Ctrl+Q, and prints
# the width GSettings then holds; then starts it again and prints the width
# its window opens with. The app finds its schema beside itself
# (PREFIX/share/glib-2.0/schemas: PREFIX is on no XDG_DATA_DIRS here);
# gsettings is pointed at it.
# Usage: window-size.sh PREFIX
set -euo pipefail
prefix=$1
export GDK_BACKEND=x11 GSK_RENDERER=cairo GTK_A11Y=none NO_AT_BRIDGE=1
unset XDG_DATA_DIRS
err=$(mktemp)
trap 'rm -f "$err"' EXIT

# start : the installed app with the demo form; WINDOW, PID.
start() {
    "$prefix/bin/typeahead" 2>>"$err" >/dev/null &
    PID=$!
    WINDOW=$(timeout 20 xdotool search --sync --onlyvisible --name "^Book a trip$" | head -1)
    timeout 10 xdotool windowfocus --sync "$WINDOW"
}
quit() {
    xdotool key ctrl+q
    timeout 10 tail --pid="$PID" -f /dev/null
    wait "$PID"
}

start
timeout 10 xdotool windowsize --sync "$WINDOW" 500 400
quit
GSETTINGS_SCHEMA_DIR=$prefix/share/glib-2.0/schemas gsettings get org.typeahead.Typeahead window-width
start
xdotool getwindowgeometry --shell "$WINDOW" | sed -n 's/^WIDTH=//p'
quit
! grep -E "WARNING|CRITICAL" "$err" >&2

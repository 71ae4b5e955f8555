# Launching the installed desktop entry, as a desktop does: GIO reads
# org.typeahead.Typeahead.desktop from XDG_DATA_DIRS and runs its Exec line
# (typeahead %f) found on PATH; the demo form's window appears, and a form
# file passed as %f opens that form.
# Needs TYPEAHEAD_PREFIX (scripts/test.sh sets it after Tests/install/run.sh).
[ -n "${TYPEAHEAD_PREFIX:-}" ] || skip "TYPEAHEAD_PREFIX is not set to a prefix Tests/install/run.sh installed into (scripts/test.sh sets it)"
unset TYPEAHEAD_DATA_DIR
export XDG_DATA_DIRS="$TYPEAHEAD_PREFIX/share:/usr/local/share:/usr/share"
export PATH="$TYPEAHEAD_PREFIX/bin:$PATH"
entry="$TYPEAHEAD_PREFIX/share/applications/org.typeahead.Typeahead.desktop"
cd "$WORK"

# launched_window TITLE : waits for a visible window called TITLE, checks it
# belongs to the installed binary, and makes it the app that app_stop ends.
launched_window() {
    local window=""
    for _ in $(seq 1 100); do
        window=$(xdotool search --onlyvisible --name "^$1\$" 2>/dev/null | head -1 || true)
        [ -n "$window" ] && break
        sleep 0.1
    done
    [ -n "$window" ] || fail "no window '$1' appeared within 10 s of launching $entry"
    APP_WINDOW=$window
    APP_PID=$(xdotool getwindowpid "$window")
    assert_eq "$(readlink "/proc/$APP_PID/exe")" "$TYPEAHEAD_PREFIX/bin/typeahead" "the launched program"
}

gio launch "$entry"
launched_window "Book a trip"
shot demo
launched=$APP_PID
app_stop
for _ in $(seq 1 50); do kill -0 "$launched" 2>/dev/null || break; sleep 0.1; done

# By id, with a form in a folder whose name has a space (%f is one argument).
mkdir -p "$WORK/my forms"
cp "$TYPEAHEAD_PREFIX/share/typeahead/"{round-trip.form.json,cities.tsv,countries.tsv,currencies.tsv} "$WORK/my forms/"
gtk4-launch org.typeahead.Typeahead "$WORK/my forms/round-trip.form.json"
launched_window "Round trip"
shot form
app_stop

# A malformed file opened from the desktop: nobody reads standard error
# there, so a window says what is wrong (issue 23: it showed nothing). The
# line still goes to standard error (gio's, here a file), and closing the
# window ends the app.
printf 'name,country\nZürich,Switzerland,extra\n' >"$WORK/my forms/bad.csv"
source "$(dirname "${BASH_SOURCE[0]}")/../orca.sh"
a11y_bus_start
gio launch "$entry" "$WORK/my forms/bad.csv" 2>"$WORK/launch.err"
launched_window 'Could not open “bad.csv”'
a11y_wait '^label\|Could not open “bad\.csv”\|'
a11y_wait "^label\\|$WORK/my forms/bad\\.csv:2:1: row has 3 fields, but the header has 2\\|"
a11y_wait '^push button\|Close\|[^|]*\|[^|]*focused'
shot bad-file
wait_for_lines "$WORK/launch.err" 1
assert_eq "$(cat "$WORK/launch.err")" "typeahead: $WORK/my forms/bad.csv:2:1: row has 3 fields, but the header has 2" \
    "the line on standard error"
launched=$APP_PID
xdotool key Return   # Close
for _ in $(seq 1 50); do kill -0 "$launched" 2>/dev/null || break; sleep 0.1; done
kill -0 "$launched" 2>/dev/null && fail "closing the message did not end the app"
APP_PID=""

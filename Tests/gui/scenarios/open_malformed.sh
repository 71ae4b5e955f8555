# A malformed file opened from the window is reported inside it (an
# AdwMessageDialog with path:line:column: message) and the form stays.
printf 'name,country\nZürich,"Switzerland\nBern,Switzerland\n' >"$WORK/quote.csv"
a11y_on
app_start --output "$WORK/out.jsonl"
type_text "Ada"
press ctrl+o
two_windows() { [ "$(app_windows | wc -l | tr -d ' ')" -ge 2 ]; }
wait_for two_windows
press ctrl+l
type_text "$WORK/quote.csv"
press Return
message_shown() { a11y_dump | grep -qF "$WORK/quote.csv:2:8: quoted field is never closed"; }
wait_for message_shown
kill -0 "$APP_PID" || fail "the app ended"
assert_eq "$(app_windows | wc -l | tr -d ' ')" "2" "the form and the message"
shot message
[ ! -s "$WORK/app.out" ] || fail "unexpected output"
press Return   # Close
one_window() { [ "$(app_windows | wc -l | tr -d ' ')" -eq 1 ]; }
wait_for one_window
a11y_wait '^text\|Traveller\|.*\|Ada$'   # what was typed is still there
assert_eq "$(app_windows | wc -l | tr -d ' ')" "1" "the form after the message closed"
assert_eq "$(window_title)" "Book a trip" "the form still open"
# The form kept what was typed and still saves.
xdotool windowfocus --sync "$APP_WINDOW"
press ctrl+Return
settle
[ ! -e "$WORK/out.jsonl" ] || fail "saved without a city"   # the form refuses: City is required
app_quit_cleanly

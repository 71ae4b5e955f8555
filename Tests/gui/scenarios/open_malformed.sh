# A malformed file opened from the window is reported inside it (an
# AdwMessageDialog with path:line:column: message) and the form stays.
printf 'name,country\nZürich,"Switzerland\nBern,Switzerland\n' >"$WORK/quote.csv"
app_start --output "$WORK/out.jsonl"
type_text "Ada"
press ctrl+o
sleep 1
press ctrl+l
type_text "$WORK/quote.csv"
press Return
sleep 1
kill -0 "$APP_PID" || fail "the app ended"
assert_eq "$(app_windows | wc -l | tr -d ' ')" "2" "the form and the message"
shot message
[ ! -s "$WORK/app.out" ] || fail "unexpected output"
press Return   # Close
assert_eq "$(app_windows | wc -l | tr -d ' ')" "1" "the form after the message closed"
assert_eq "$(window_title)" "Book a trip" "the form still open"
# The form kept what was typed and still saves.
xdotool windowfocus --sync "$APP_WINDOW"
press ctrl+Return
settle
[ ! -e "$WORK/out.jsonl" ] || fail "saved without a city"   # the form refuses: City is required
app_quit_cleanly

# Two windows on one form keep a draft each (issue 14.1): A types, B types,
# A saves, both are killed, and the form opens again with B's entry. Saved
# to the default output: a file of the form's own, each line naming the form.
a11y_on
app_start
A_PID=$APP_PID
A_WINDOW=$APP_WINDOW
A_TRACE=$TRACE
type_text "Ada Lovelace"

app_start
B_PID=$APP_PID
type_text "Bob"
press Return
type_text "zur"
press Return            # Zürich, its record taken
settle

timeout 10 xdotool windowfocus --sync "$A_WINDOW" || fail "could not focus the first window"
TRACE=$A_TRACE          # settle now watches A, where the keys go
settle
press Return
type_text "sao pau"
press Return            # São Paulo
press Return Return Return Return Return
OUT=""
for _ in $(seq 1 50); do
    OUT=$(ls "$XDG_DATA_HOME"/typeahead/demo-*.jsonl 2>/dev/null | head -1 || true)
    [ -n "$OUT" ] && break
    sleep 0.1
done
[ -n "$OUT" ] || fail "no entries file in $XDG_DATA_HOME/typeahead/"
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 'd["values"]["traveller"]')" "Ada Lovelace" "A's entry"
assert_eq "$(json_get "$OUT" 1 'd["form"]["title"]')" "Book a trip" "the entry names its form"
assert_eq "$(json_get "$OUT" 1 'd["form"]["file"].endswith("/data/demo.form.json")')" "True" "and its file"
settle

kill -KILL "$A_PID" "$B_PID"
wait "$A_PID" "$B_PID" 2>/dev/null || true
APP_PID=""

app_start
shot restored           # B's entry is back
a11y_wait '^text\|Traveller\|.*\|Bob$'
a11y_wait '^text\|City\|.*\|Zürich$'
press ctrl+Return
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 'd["values"]["traveller"]')" "Bob" "B's traveller restored"
assert_eq "$(json_get "$OUT" 2 'd["records"]["city"]')" "2657896" "B's city restored with its record"

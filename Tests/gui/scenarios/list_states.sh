# The list's other faces on the demo form: the dimmed form while a list is
# open (a click on it closes the list and keeps the text), "No matches",
# Alt+Down on an empty field, and the list flipped above a field near the
# bottom of the screen.
app_start --output "$WORK/out.jsonl"
type_text "Ada"
press Return
type_text "zur"
shot dimmed             # everything but the city field and its list is dimmed
xdotool mousemove --window "$APP_WINDOW" 20 400 click 1   # the dimmed form, away from the field
settle
shot dismissed          # the list closed, "zur" kept, nothing dimmed
press ctrl+a
type_text "qqq"
shot no-matches
press ctrl+a BackSpace
press alt+Down          # an empty field: the first values of its source
shot alt-down
press Escape
type_text "zurich"      # accents are ignored: takes Zürich
press Return            # a known value: takes its record
press Return Return Return Return Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["city"]')" "Zürich" "city"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["records"]["city"]')" "2657896" "the record of Zürich itself, not a Kreis"

# Near the bottom of the screen the list opens above the field.
xdotool windowsize "$APP_WINDOW" 560 240 windowmove "$APP_WINDOW" 200 540
settle 4.5              # the "Saved entry" toast goes after 4 s
type_text "Bo"
press Return
type_text "par"
shot flipped

# The list's other faces on the demo form: the dimmed form while a list is
# open (a click on it closes the list and keeps the text), "No matches",
# Alt+Down on an empty field, and the list flipped above a field near the
# bottom of the screen, above the field's label. Checked through the accessible tree (the list, its
# rows, the field's text) and the screen (the dimming, where the list is).
a11y_on
app_start --output "$WORK/out.jsonl"
traveller_label="110x18+66+72"   # "Traveller *", above the first field
type_text "Ada"
press Return
ink=$(darkest "$traveller_label")
[ "$ink" -lt 100 ] || fail "the Traveller label is not drawn in full ink before any list opens (darkest grey $ink)"
type_text "zur"
shot dimmed             # everything but the city field and its list is dimmed
a11y_wait '^list item\|Zürich, Zürich, Switzerland, 1 of 16\|.*selected'
dimmed=$(darkest "$traveller_label")
[ "$dimmed" -gt 150 ] || fail "the form is not dimmed while the list is open (Traveller's darkest grey $dimmed, $ink before)"
act xdotool mousemove --window "$APP_WINDOW" 20 400 click 1   # the dimmed form, away from the field
shot dismissed          # the list closed, "zur" kept, nothing dimmed
a11y_gone '^list item\|'
a11y_wait '^text\|City\|.*\|zur$'
ink=$(darkest "$traveller_label")
[ "$ink" -lt 100 ] || fail "the form is still dimmed after the click closed the list (darkest grey $ink)"
press ctrl+a
type_text "qqq"
shot no-matches
a11y_wait '^label\|No matches\|'
a11y_wait '^text\|City\|No matches\|'
press ctrl+a BackSpace
press alt+Down          # an empty field: the first values of its source
shot alt-down
a11y_wait '^text\|City\|16 suggestions\|.*expanded.*\|$'
a11y_wait '^list item\|.*, 1 of 16\|'
press Escape
type_text "zurich"      # accents are ignored: takes Zürich
press Return            # a known value: takes its record
press Return Return Return Return Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["city"]')" "Zürich" "city"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["records"]["city"]')" "2657896" "the record of Zürich itself, not a Kreis"

# Near the bottom of the screen the list opens above the field.
xdotool windowsize "$APP_WINDOW" 560 240 windowmove "$APP_WINDOW" 200 540
a11y_wait '^label\|Saved entry 1 to out.jsonl\|'
a11y_gone '^filler\|AdwToastWidget\|'   # the "Saved entry" toast goes after 4 s
assert_eq "$(pixel 400 450)" "#000000" "the empty screen above the window before the list opens"
type_text "Bo"
press Return
type_text "par"
shot flipped
a11y_wait '^list item\|Paris, Île-de-France, France, 1 of 16\|'
[ "$(pixel 400 450)" != "#000000" ] || fail "the list did not open above the field (the screen above the window, at 400,450, is still empty)"
# Above the field, the list opens above its label too (issue 23: it covered
# "City *"): the label's ink is drawn, and beside it is the window, not the list.
[ "$(darkest "40x14+225+692")" -lt 100 ] || fail "the City label is covered above its field (darkest grey $(darkest "40x14+225+692"))"
[ "$(pixel 470 699)" != "#FFFFFF" ] || fail "the list covers the City label's line (white at 470,699)"

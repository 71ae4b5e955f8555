# Opening the main menu from an empty required field and closing it is not
# leaving the field: no "required" error shows, and the keys go on into the
# field. Leaving a field for another does show its error.
app_start --output "$WORK/out.jsonl"
form_area="480x300+40+140"   # under the first field: an error there pushes the rest down
import -window root -crop "$form_area" "$WORK/before.png"
press F10
shot menu-open
press Escape
import -window root -crop "$form_area" "$WORK/after-menu.png"
shot menu-closed
[ "$(compare -metric AE "$WORK/before.png" "$WORK/after-menu.png" null: 2>&1 || true)" = "0" ] ||
    fail "the form changed when the menu opened and closed (an error showed)"
type_text "Ada"          # into Traveller: the menu gave the focus back
press Return
import -window root -crop "$form_area" "$WORK/on-city.png"
press Tab                # City left empty: its error shows
shot city-left
import -window root -crop "$form_area" "$WORK/city-left.png"
[ "$(compare -metric AE "$WORK/on-city.png" "$WORK/city-left.png" null: 2>&1 || true)" != "0" ] ||
    fail "leaving the empty required City showed no error"
press shift+Tab
type_text "lond"
press Return
press ctrl+Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["traveller"]')" "Ada" "the traveller typed after the menu closed"

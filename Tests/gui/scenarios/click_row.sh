# A click on a row takes it, and the keyboard focus stays in the entry.
app_start --output "$WORK/out.jsonl"
type_text "Ada"
press Return
type_text "lond"
# The list opens under the city entry; its first row (London) is at about y 230.
xdotool mousemove 200 230 click 1
settle
shot clicked
press Return Return Return Return Return Return  # the keyboard still drives the form
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["city"]')" "London" "clicked city"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["records"]["city"]')" "2643743" "London's GeoNames id"

# Hovering highlights a row, and Return then takes the hovered row.
type_text "Bo"          # the form was cleared and focus is back on Traveller
press Return
type_text "lond"
xdotool mousemove 200 300   # the second row (rows are about 43 px high)
settle
shot hovered
press Return
press Return Return Return Return Return
wait_for_lines "$WORK/out.jsonl" 2
assert_eq "$(json_get "$WORK/out.jsonl" 2 'd["records"]["city"]')" "6058560" "the hovered row: London, Canada"

# A pointer resting where the list opens highlights nothing: only a pointer
# that moves over the rows does. Return then takes what the keys chose.
a11y_on
app_start --output "$WORK/out.jsonl"
type_text "Ada"
press Return
# The list will open under the city entry, its second row at about y 300.
act xdotool mousemove 200 300
type_text "lond"
shot resting
a11y_wait '^list item\|London, [^|]*, 1 of [0-9]+\|.*selected'
[ "$(a11y_count '^list item\|.*selected')" -eq 1 ] || a11y_failed "more than one row highlighted"
press Return
press Return Return Return Return Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["records"]["city"]')" "2643743" "the first row (London, GB), not the row under the pointer"

# Moved over the rows, the pointer highlights the row it is on.
type_text "Bo"
press Return
type_text "lond"
act xdotool mousemove 200 290   # two motions, a frame apart (GTK merges the motions of one frame)
act xdotool mousemove 200 275   # the second row: London, Canada, the namesake of London, GB (chosen before)
a11y_wait '^list item\|London, Ontario, Canada, [0-9]+ of [0-9]+\|.*selected'
press Return
press Return Return Return Return Return
wait_for_lines "$WORK/out.jsonl" 2
assert_eq "$(json_get "$WORK/out.jsonl" 2 'd["records"]["city"]')" "6058560" "the hovered row: London, Canada"

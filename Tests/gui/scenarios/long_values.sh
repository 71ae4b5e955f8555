# Long values: typing over a long inline completion keeps the caret where
# the typing is, Ctrl+A then Backspace clears a field showing a completion,
# a row cut short has its whole text as a tooltip, and a
# linked field filled with a long value is saved whole.
cat >"$WORK/long.csv" <<'CSV'
name,description
Llanfairpwllgwyngyllgogerychwyndrobwllllantysiliogogogoch Railway Station,The longest place name in Europe and a station on the North Wales Coast Line
Llandudno,A seaside town
Zyx,Only one
CSV
a11y_on
app_start "$WORK/long.csv" --output "$WORK/out.jsonl"
station="Llanfairpwllgwyngyllgogerychwyndrobwllllantysiliogogogoch Railway Station"
type_text "llanfair"
shot completion
a11y_wait "^text\\|name\\|.*\\|llanfair${station:8}\$"
press ctrl+a BackSpace   # clears the whole field, completion and all
a11y_wait '^text\|name\|.*\|$'
type_text "zy"
shot one-row
a11y_wait '^list item\|Zyx, 1 of 1\|'
press ctrl+a BackSpace
type_text "lla"
xdotool mousemove 250 176; sleep 0.3; xdotool mousemove 255 178   # over the station's row, cut short
a11y_wait '^filler\|GtkTooltipWindow\|'
shot tooltip
grep -A4 '^filler|GtkTooltipWindow|' "$WORK/tree.txt" | grep -qF "label|$station|" ||
    a11y_failed "the tooltip does not hold the row's whole text"
press Escape ctrl+a BackSpace
type_text "llanfair"
press Return             # takes the station; its description fills
shot filled
a11y_wait '^text\|description\|.*\|The longest place name in Europe and a station on the North Wales Coast Line$'
press ctrl+Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["name"]')" \
    "Llanfairpwllgwyngyllgogerychwyndrobwllllantysiliogogogoch Railway Station" "the long name"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["description"]')" \
    "The longest place name in Europe and a station on the North Wales Coast Line" "the long description"

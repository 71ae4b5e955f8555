# Long values: typing over a long inline completion keeps the caret where
# the typing is, Ctrl+A then Backspace clears a field showing a completion,
# a row cut short has its whole text as a tooltip (screenshot), and a
# linked field filled with a long value is saved whole.
cat >"$WORK/long.csv" <<'CSV'
name,description
Llanfairpwllgwyngyllgogerychwyndrobwllllantysiliogogogoch Railway Station,The longest place name in Europe and a station on the North Wales Coast Line
Llandudno,A seaside town
Zyx,Only one
CSV
app_start "$WORK/long.csv" --output "$WORK/out.jsonl"
type_text "llanfair"
shot completion
press ctrl+a BackSpace   # clears the whole field, completion and all
type_text "zy"
shot one-row
press ctrl+a BackSpace
type_text "lla"
xdotool mousemove 250 176; sleep 0.3; xdotool mousemove 255 178; sleep 1.5
shot tooltip
press Escape ctrl+a BackSpace
type_text "llanfair"
press Return             # takes the station; its description fills
shot filled
press ctrl+Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["name"]')" \
    "Llanfairpwllgwyngyllgogerychwyndrobwllllantysiliogogogoch Railway Station" "the long name"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["description"]')" \
    "The longest place name in Europe and a station on the North Wales Coast Line" "the long description"

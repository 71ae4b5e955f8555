# Inline completion: the rest of the top suggestion follows the caret,
# selected; the next letter keeps it; Backspace removes it first; Return
# accepts it. The check icon shows for a known value.
cat >"$WORK/places.csv" <<'CSV'
city,country
Zürich,Switzerland
Zug,Switzerland
Basel,Switzerland
CSV
app_start "$WORK/places.csv" --output "$WORK/out.jsonl"

type_text "zu"
shot completion         # "zu" then "rich" selected; Zürich highlighted
type_text "r"           # the next letter of the completion keeps the rest
press Return            # accepts Zürich, fills the country
shot check              # the check icon in the city field
press Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]')" "{'city': 'Zürich', 'country': 'Switzerland'}" "accepted completion"

type_text "zur"
press BackSpace         # removes only the completion
press Return Return
wait_for_lines "$WORK/out.jsonl" 2
assert_eq "$(json_get "$WORK/out.jsonl" 2 'd["values"]["city"]')" "zur" "Backspace removed the completion, not a letter"

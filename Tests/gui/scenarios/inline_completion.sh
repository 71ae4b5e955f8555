# Inline completion: the rest of the top suggestion follows the caret,
# selected; the next letter keeps it; Backspace removes it first; Return
# accepts it. The check icon shows for a known value, not for a completion.
write_swiss_places "$WORK/places.csv"
a11y_on
app_start "$WORK/places.csv" --output "$WORK/out.jsonl"
check_icon="28x28+501+102"  # the end of the city field, where its check icon shows

type_text "zu"
shot completion         # "zu" then the rest of the top row, selected; that row highlighted
a11y_wait '^list item\|Zug, 1 of 2\|.*selected'
a11y_wait '^text\|city\|.*\|zug$'   # typed "zu", completed to the top row: Zug
[ "$(darkest "$check_icon")" -gt 200 ] || fail "a check icon shows for a completion not taken yet"
type_text "r"           # the next letter: now Zürich's completion follows the caret
a11y_wait '^list item\|Zürich, 1 of 1\|.*selected'
a11y_wait '^text\|city\|.*\|zurich$'
press Return            # accepts Zürich, fills the country
shot check              # the check icon in the city field
a11y_wait '^text\|city\|.*\|Zürich$'
a11y_wait '^text\|country\|.*focused.*\|Switzerland$'
icon=$(darkest "$check_icon")
[ "$icon" -lt 150 ] || fail "no check icon in the city field for the known value Zürich (darkest grey there $icon)"
press Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]')" "{'city': 'Zürich', 'country': 'Switzerland'}" "accepted completion"

type_text "zur"
press BackSpace         # removes only the completion
press Return Return
wait_for_lines "$WORK/out.jsonl" 2
assert_eq "$(json_get "$WORK/out.jsonl" 2 'd["values"]["city"]')" "zur" "Backspace removed the completion, not a letter"

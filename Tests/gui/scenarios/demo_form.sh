# The bundled demo form: opened with no argument; the popover under the
# city field; a save refused while a required field is empty.
a11y_on
app_start --output "$WORK/out.jsonl"
assert_eq "$(window_title)" "Book a trip" "window title"

# Return through every field with nothing typed: the save is refused and
# focus goes back to the first invalid field (Traveller).
press Return Return Return Return Return Return Return
settle
[ ! -e "$WORK/out.jsonl" ] || fail "an invalid entry was saved"
shot refused
a11y_wait '^label\|Traveller is required\|'
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*invalid'

type_text "Ada Lovelace"
press Return
type_text "sao pau"
shot popover
a11y_wait '^list item\|São Paulo, [^|]*, 1 of [0-9]+\|.*selected'
a11y_wait '^text\|City\|.*\|sao paulo$'
press Return        # the inline completion: São Paulo, Brazil
press Return Return Return Return Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["city"]')" "São Paulo" "city"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["records"]["city"]')" "3448439" "city's GeoNames id"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["traveller"]')" "Ada Lovelace" "traveller"

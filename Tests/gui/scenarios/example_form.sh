# The documented example form: a pattern, a city list narrowed by the
# country chosen above, two records from one source, and sticky fields.
a11y_on
app_start data/round-trip.form.json --output "$WORK/out.jsonl"
type_text "al"
press Tab               # leaving the field shows the pattern's message
shot pattern
a11y_wait '^label\|Two or three capital letters, like AL\|'
a11y_wait '^text\|Agent\|[^|]*\|[^|]*invalid'
press shift+Tab ctrl+a
type_text "AL"
press Return
type_text "Ada"
press Return
type_text "switz"
press Return            # Switzerland, completed inline
type_text "b"
shot narrowed           # only Swiss cities
a11y_wait '^list item\|[^|]*, Switzerland, 1 of '
[ "$(grep -E '^list item\|' "$WORK/tree.txt" | grep -vcE ', Switzerland, [0-9]+ of [0-9]+\|')" -eq 0 ] ||
    a11y_failed "a city of another country in the list narrowed to Switzerland"
press Escape ctrl+a
type_text "zur"
press Return            # Zürich; fills its GeoNames id
press Return
type_text "lon"
press Return            # London
press Return
type_text "swiss"
press Return Return     # Swiss Franc, then Notes: the last Return saves
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["from_id"]')" "2657896" "From's id filled from its record"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["to_country"]')" "United Kingdom" "To's country"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["agent"]')" "AL" "agent"
shot saved              # Agent and Currency stay for the next entry
a11y_wait '^text\|Agent\|.*\|AL$'
a11y_wait '^text\|Currency\|.*\|Swiss Franc$'
a11y_wait '^text\|Traveller\|.*\|$'

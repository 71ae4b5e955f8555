# The documented example form: a pattern, a city list narrowed by the
# country chosen above, two records from one source, and sticky fields.
app_start data/round-trip.form.json --output "$WORK/out.jsonl"
type_text "al"
press Tab               # leaving the field shows the pattern's message
shot pattern
press shift+Tab ctrl+a
type_text "AL"
press Return
type_text "Ada"
press Return
type_text "switz"
press Return            # Switzerland, completed inline
type_text "b"
shot narrowed           # only Swiss cities
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

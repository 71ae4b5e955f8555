# Return stays on a strict field whose text is no known value, shows the
# error with "Did you mean …?", and a second Return takes the offer.
a11y_on
app_start --output "$WORK/out.jsonl"
type_text "Ada"
press Return
type_text "Zurihc"
press Escape Return     # held on the city: "Zurihc" is no city
shot did-you-mean
a11y_wait '^label\|Choose one of the suggested values. Did you mean Zürich\?\|'
a11y_wait '^text\|City\|[^|]*\|[^|]*focused[^|]*invalid[^|]*\|Zurihc$'
type_text "x"           # still in the city field: the text grows
press BackSpace
press Escape Return     # held again, with the offer
press Return            # takes Zürich, moves on
press ctrl+Return
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]["city"]')" "Zürich" "the offered city"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["records"]["city"]')" "2657896" "Zürich's GeoNames id"

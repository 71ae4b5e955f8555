# Ctrl+' fills the focused field from the same field of the last entry
# saved, as in Microsoft Access, taking its record: a city repeated fills its
# country as choosing it would, and the saved line carries the record. The
# shortcuts window lists it. Checked through the accessibility tree and the
# saved file.
OUT="$WORK/out.jsonl"
a11y_on
app_start --output "$OUT"

save_trips "$OUT" Ada   # Ada in Zürich, Switzerland filled
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*\|$'
assert_eq "$(json_get "$OUT" 1 'd["values"]["country"]')" "Switzerland" "the first entry's country"

type_text "Bea"
press Return
press ctrl+apostrophe   # City: Zürich again, with its record, and Switzerland
a11y_wait '^text\|City\|[^|]*\|[^|]*focused[^|]*\|Zürich$'
a11y_wait '^text\|Country\|[^|]*\|[^|]*\|Switzerland$'
shot repeated
press ctrl+Return
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 '[d["values"][k] for k in ("traveller", "city", "country")]')" \
    "['Bea', 'Zürich', 'Switzerland']" "the entry with the repeated city"
assert_eq "$(json_get "$OUT" 2 'd["records"]["city"]')" "2657896" "Zürich's record came with the repeated text"

# The shortcuts window lists it.
press ctrl+question
a11y_wait "^label\\|Repeat the last entry’s value\\|"
shot shortcuts
press Escape

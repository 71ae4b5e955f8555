# Choosing a city that replaces the country another city's record filled
# says so in a toast, "Filled 2 fields from Lyon", with Undo; Ctrl+Z brings
# back the form as it was before the new city was typed.
OUT="$WORK/out.jsonl"
a11y_on
app_start --output "$OUT"
type_text "Ada"
press Return
type_without_completion "zur"
press Down Return       # Zürich fills Switzerland, CH
press shift+Tab ctrl+a
type_without_completion "lyo"
press Down Return       # Lyon replaces them with France, FR
shot toast              # "Filled 2 fields from Lyon", with Undo
a11y_wait '^label\|Filled 2 fields from Lyon\|'
grep -qE '^(push )?button\|[^|]*Undo' "$WORK/tree.txt" || a11y_failed "the toast has no Undo button"
a11y_wait '^text\|Country\|.*\|France$'
press ctrl+z            # Zürich, Switzerland, CH again
shot undone
a11y_wait '^text\|City\|.*\|Zürich$'
a11y_wait '^text\|Country\|.*\|Switzerland$'
a11y_wait '^text\|Country code\|.*\|CH$'
press ctrl+Return
wait_for_lines "$OUT" 1 30
assert_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 '[d["values"][k] for k in ("traveller", "city", "country", "country_code")]')" \
    "['Ada', 'Zürich', 'Switzerland', 'CH']" "the values before Lyon"
assert_eq "$(json_get "$OUT" 1 'd["records"]')" \
    "{'city': '2657896', 'country': 'CH', 'country_code': 'CH'}" "the records before Lyon"

# limit: 60
# Inline completion on Wayland: "zur" in the demo form's City completes to
# Zürich and Return takes it; in a small data file, Backspace removes only
# the completed rest, so Return keeps what was typed.
OUT="$WORK/out.jsonl"
app_start --output "$OUT"
keys Ada Return zur Return ctrl+Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 '[d["values"][k] for k in ("traveller", "city", "country")]')" \
    "['Ada', 'Zürich', 'Switzerland']" "zur + Return took the completion"
assert_eq "$(json_get "$OUT" 1 'd["records"]["city"]')" "2657896" "Zürich's GeoNames id"
app_stop

write_swiss_places "$WORK/places.csv"
OUT="$WORK/places.jsonl"
app_start "$WORK/places.csv" --output "$OUT"
keys zu r Return Return     # "zu", then the completion's next letter keeps it
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 'd["values"]')" "{'city': 'Zürich', 'country': 'Switzerland'}" "accepted completion"
keys zur BackSpace Return Return
wait_for_lines "$OUT" 2
assert_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 'd["values"]["city"]')" "zur" "Backspace removed the completion, not a letter"

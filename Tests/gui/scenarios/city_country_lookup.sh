# The demo form: choosing a city fills Country and Country code from the
# countries source (a lookup by the city's country code); choosing another
# city changes them.
OUT="$WORK/out.jsonl"
a11y_on
app_start --output "$OUT"
type_text "Ada"
press Return
type_without_completion "zur"
press Down Return       # Zürich, chosen from the list
shot filled             # Country: Switzerland, Country code: CH
a11y_wait '^text\|Country\|.*\|Switzerland$'
a11y_wait '^text\|Country code\|.*\|CH$'
press ctrl+Return
wait_for_lines "$OUT" 1 30

type_text "Bob"
press Return
type_without_completion "zur"
press Down Return       # Zürich: Switzerland, CH
press shift+Tab ctrl+a  # back to the city, its text selected
type_without_completion "lyo"
press Down Return       # Lyon: France, FR instead
shot changed
a11y_wait '^text\|City\|.*\|Lyon$'
a11y_wait '^text\|Country\|.*\|France$'
a11y_wait '^text\|Country code\|.*\|FR$'
press ctrl+Return
wait_for_lines "$OUT" 2 30
assert_lines "$OUT" 2

assert_eq "$(json_get "$OUT" 1 '[d["values"][k] for k in ("city", "country", "country_code")]')" \
    "['Zürich', 'Switzerland', 'CH']" "entry 1's city and the country looked up"
assert_eq "$(json_get "$OUT" 1 'd["records"]')" \
    "{'city': '2657896', 'country': 'CH', 'country_code': 'CH'}" "entry 1's records"
assert_eq "$(json_get "$OUT" 2 '[d["values"][k] for k in ("traveller", "city", "country", "country_code")]')" \
    "['Bob', 'Lyon', 'France', 'FR']" "entry 2: the country changed with the city"
assert_eq "$(json_get "$OUT" 2 'd["records"]')" \
    "{'city': '2996944', 'country': 'FR', 'country_code': 'FR'}" "entry 2's records"

# Words after a name choose among its namesakes: "hamilton gb" puts the
# Hamilton in Scotland first and highlighted (GB is its country code), and
# Return takes it; "portland me" (Maine, abbreviated) and "valencia es" do
# the same. What is saved is the namesake the words named.
OUT="$WORK/out.jsonl"
a11y_on
app_start --output "$OUT"
for trip in "Ada|hamilton gb|Hamilton, Scotland, United Kingdom" \
            "Bob|portland me|Portland, Maine, United States" \
            "Cy|valencia es|Valencia, Valencia, Spain"; do
    IFS='|' read -r name typed row <<<"$trip"
    type_text "$name"
    press Return
    type_text "$typed"
    a11y_wait "^list item\\|$row, 1 of [0-9]+\\|.*selected"
    shot "${typed// /-}"
    press Return
    press ctrl+Return
done
wait_for_lines "$OUT" 3
assert_eq "$(json_get "$OUT" 1 '[d["values"]["city"], d["values"]["country"], d["records"]["city"]]')" \
    "['Hamilton', 'United Kingdom', '2647570']" "hamilton gb"
assert_eq "$(json_get "$OUT" 2 '[d["values"]["city"], d["values"]["country"], d["records"]["city"]]')" \
    "['Portland', 'United States', '4975802']" "portland me"
assert_eq "$(json_get "$OUT" 3 '[d["values"]["city"], d["values"]["country"]]')" "['Valencia', 'Spain']" "valencia es"

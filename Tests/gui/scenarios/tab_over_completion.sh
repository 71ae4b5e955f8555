# Tab takes what is shown, as Return does: "pari" in City shows "paris"
# (Paris highlighted, completed inline), and Tab saves Paris with its
# record and country, not the village Pari (Brazil) that "pari" equals.
# Shift+Tab over a row highlighted with Down takes that row and goes back.
OUT="$WORK/out.jsonl"
a11y_on
app_start --output "$OUT"

type_text "Ada"
press Return
type_text "pari"
a11y_wait '^list item\|Paris, [^|]*, 1 of [0-9]+\|.*selected'
a11y_wait '^text\|City\|.*\|paris$'    # typed "pari", completed to Paris
press Tab
shot after-tab
a11y_wait '^text\|City\|[^|]*\|[^|]*\|Paris$'
a11y_wait '^text\|Country\|[^|]*\|[^|]*focused[^|]*\|France$'
press ctrl+Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 '[d["values"][k] for k in ("traveller", "city", "country", "country_code")]')" \
    "['Ada', 'Paris', 'France', 'FR']" "entry 1: Tab took the completion"
assert_eq "$(json_get "$OUT" 1 'd["records"]')" \
    "{'city': '2988507', 'country': 'FR', 'country_code': 'FR'}" "entry 1's records"

# The save went back to Traveller.
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused'
type_text "Bob"
press Return
type_text "pari"
a11y_wait '^text\|City\|.*\|paris$'
press Down Down         # from the completion past its namesake (Paris, Texas) to the third row
a11y_wait '^list item\|Paris 15 Vaugirard, [^|]*, 3 of [0-9]+\|.*selected'
a11y_wait '^text\|City\|.*\|pari$'     # the completion is gone: only the row is shown
press shift+Tab
shot after-shift-tab
a11y_wait '^text\|City\|[^|]*\|[^|]*\|Paris 15 Vaugirard$'
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*\|Bob$'
press ctrl+Return
wait_for_lines "$OUT" 2
assert_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 '[d["values"][k] for k in ("traveller", "city", "country")]')" \
    "['Bob', 'Paris 15 Vaugirard', 'France']" "entry 2: Shift+Tab took the highlighted row"
assert_eq "$(json_get "$OUT" 2 'd["records"]["city"]')" "2970479" "entry 2's city record"

# limit: 60
# Tab takes what is shown on Wayland too: "pari" in City completes to Paris,
# and Tab saves Paris with its record and country (not the village Pari,
# Brazil, that "pari" equals); Shift+Tab over the row Down highlighted
# (the third, Paris 15 Vaugirard, past Paris's namesake Paris, Texas)
# takes it and goes back to Traveller.
OUT="$WORK/out.jsonl"
app_start --output "$OUT"
keys Ada Return pari Tab ctrl+Return
wait_for_lines "$OUT" 1
keys Bob Return pari Down Down shift+Tab ctrl+Return
wait_for_lines "$OUT" 2
assert_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 1 '[d["values"][k] for k in ("traveller", "city", "country", "country_code")]')" \
    "['Ada', 'Paris', 'France', 'FR']" "entry 1: Tab took the completion"
assert_eq "$(json_get "$OUT" 1 'd["records"]')" \
    "{'city': '2988507', 'country': 'FR', 'country_code': 'FR'}" "entry 1's records"
assert_eq "$(json_get "$OUT" 2 '[d["values"][k] for k in ("traveller", "city", "country")]')" \
    "['Bob', 'Paris 15 Vaugirard', 'France']" "entry 2: Shift+Tab took the highlighted row"
assert_eq "$(json_get "$OUT" 2 'd["records"]["city"]')" "2970479" "entry 2's city record"

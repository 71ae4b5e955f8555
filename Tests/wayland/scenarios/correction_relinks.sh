# limit: 60
# A correction on Wayland is the same form as a new entry: the city of a
# saved entry changed to Lyon (Ctrl+E, Return, Tab to City) changes the
# country looked up from it, and the correction saves the new pair.
OUT="$WORK/out.jsonl"
app_start --output "$OUT"
keys Ada Return "#" Left zur Delete Down Return ctrl+Return
wait_for_lines "$OUT" 1
keys ctrl+e
wait_for trace_has entries-rows   # the entries view shows its rows, the entry selected
# The keyboard rests 250 ms in the search box on its way to the list (for
# Orca, ARCHITECTURE.md "The entries view"): a Return before then is the search's.
sleep 0.5
keys Return Tab ctrl+a "#" Left lyo Delete Down Return ctrl+Return
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 'd["supersedes"]')" "$(json_get "$OUT" 1 'd["id"]')" "the correction names the entry"
assert_eq "$(json_get "$OUT" 2 '[d["values"][k] for k in ("city", "country", "country_code")]')" \
    "['Lyon', 'France', 'FR']" "the corrected city with its own country"
assert_eq "$(json_get "$OUT" 2 'd["records"]')" "{'city': '2996944', 'country': 'FR', 'country_code': 'FR'}" "the correction's records"

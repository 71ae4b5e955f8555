# A correction is the same form as a new entry: changing the city of a
# saved entry (Ctrl+E, Return, the city chosen again) changes the country
# looked up from it, and the correction saves the new pair.
OUT="$WORK/out.jsonl"
a11y_on
app_start --output "$OUT"
save_trips "$OUT" Ada   # Zürich, filling Switzerland and CH
press ctrl+e
a11y_wait '^table row\|Saved: [^|]*Traveller: Ada,[^|]*\|[^|]*\|[^|]*selected'
press Return            # Ada, in the form
a11y_wait '^text\|City\|[^|]*\|[^|]*\|Zürich$'
a11y_wait '^text\|Country\|[^|]*\|[^|]*\|Switzerland$'
press Tab               # to City
press ctrl+a
type_text "lyon"
press Return            # Lyon taken: its country follows
a11y_wait '^text\|Country\|[^|]*\|[^|]*\|France$'
a11y_wait '^text\|Country code\|[^|]*\|[^|]*\|FR$'
shot relinked
press ctrl+Return
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 'd["supersedes"]')" "$(json_get "$OUT" 1 'd["id"]')" "the correction names the entry"
assert_eq "$(json_get "$OUT" 2 '[d["values"][k] for k in ("city", "country", "country_code")]')" \
    "['Lyon', 'France', 'FR']" "the corrected city with its own country"
assert_eq "$(json_get "$OUT" 2 'd["records"]')" "{'city': '2996944', 'country': 'FR', 'country_code': 'FR'}" "the correction's records"

# A strict field whose text equals several records never saves without one
# of them: Return, Ctrl+Return, and a save from another field each open the
# list of just those records and wait; the record chosen is what is saved.
write_airports_form "$WORK/flight.form.json" true
OUT="$WORK/out.jsonl"
app_start "$WORK/flight.form.json" --output "$OUT"

# Entry 1: every way out asks for a choice first.
type_without_completion "Newcastle Airport"
press Return            # the three airports of that name, none highlighted
shot list-of-three
press ctrl+Return       # saving from the field: still the list
press Tab               # left without a record...
press ctrl+Return       # ...a save from Country goes back to it, list open
shot back-to-the-list
press Down Down Return  # the second: Newcastle Airport, Australia
press ctrl+Return
wait_for_lines "$OUT" 1
assert_lines "$OUT" 1   # the refused saves saved nothing

# Entry 2: typed in another case. Australia, chosen before, now comes
# first; Up highlights the last of just the three.
type_without_completion "newcastle airport"
press Return
shot chosen-before-first
press Up Return         # South Africa (not the Heliport: not that name)
press ctrl+Return
wait_for_lines "$OUT" 2
assert_lines "$OUT" 2

assert_eq "$(json_get "$OUT" 1 'd["records"]')" "{'airport': 'NTL', 'country': 'NTL'}" "entry 1's records"
assert_eq "$(json_get "$OUT" 1 'd["values"]')" \
    "{'airport': 'Newcastle Airport', 'country': 'Australia', 'note': ''}" "entry 1's values"
assert_eq "$(json_get "$OUT" 2 'd["records"]')" "{'airport': 'NCS', 'country': 'NCS'}" "entry 2's records"
assert_eq "$(json_get "$OUT" 2 'd["values"]')" \
    "{'airport': 'Newcastle Airport', 'country': 'South Africa', 'note': ''}" "entry 2's values, in the record's spelling"

# A strict field whose text equals several records never saves without one
# of them: Return, Ctrl+Return, and a save from another field each open the
# list of just those records and wait; the record chosen is what is saved.
write_airports_form "$WORK/flight.form.json" true
OUT="$WORK/out.jsonl"
a11y_on
app_start "$WORK/flight.form.json" --output "$OUT"

# Entry 1: every way out asks for a choice first.
type_without_completion "Newcastle Airport"
press Return            # the three airports of that name, none highlighted
shot list-of-three
a11y_wait '^list item\|Newcastle Airport, South Africa, 3 of 3\|'
[ "$(grep -cE '^list item\|Newcastle Airport, (United Kingdom|Australia|South Africa), [123] of 3\|' "$WORK/tree.txt")" -eq 3 ] ||
    a11y_failed "the list is not the three airports of that name"
! grep -qE '^list item\|.*selected' "$WORK/tree.txt" || a11y_failed "a row is highlighted before any was chosen"
press ctrl+Return       # saving from the field: still the list
press Tab               # left without a record...
press ctrl+Return       # ...a save from Country goes back to it, list open
shot back-to-the-list
a11y_wait '^text\|Airport\|[^|]*\|[^|]*expanded[^|]*focused'
a11y_wait '^list item\|Newcastle Airport, [^|]*, 3 of 3\|'
press Down Down Return  # the second: Newcastle Airport, Australia
press ctrl+Return
wait_for_lines "$OUT" 1
assert_lines "$OUT" 1   # the refused saves saved nothing

# Entry 2: typed in another case. Australia, chosen before, now comes
# first; Up highlights the last of just the three.
type_without_completion "newcastle airport"
press Return
shot chosen-before-first
a11y_wait '^list item\|Newcastle Airport, Australia, 1 of 3\|'
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

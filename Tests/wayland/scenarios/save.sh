# limit: 60
# Saving on Wayland: Return on the last field saves the entry; Ctrl+Return
# saves from any field, and is refused while a required field is empty.
# Read back from the saved lines.
OUT="$WORK/out.jsonl"
app_start --output "$OUT"

keys "Ada Lovelace" Return "sao pau" Return Return Return Return Return Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 'd["values"]')" \
    "{'traveller': 'Ada Lovelace', 'city': 'São Paulo', 'country': 'Brazil', 'country_code': 'BR', 'language': '', 'currency': '', 'notes': ''}" \
    "entry saved by Return on the last field"
assert_eq "$(json_get "$OUT" 1 'd["records"]')" "{'city': '3448439', 'country': 'BR', 'country_code': 'BR'}" "its records"

# Ctrl+Return with the required city empty is refused, and focus goes to
# the city; once it is filled, Ctrl+Return saves from the middle of the form.
keys Bob ctrl+Return
assert_lines "$OUT" 1
keys "lyo" Return ctrl+Return
wait_for_lines "$OUT" 2
assert_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 'd["values"]')" \
    "{'traveller': 'Bob', 'city': 'Lyon', 'country': 'France', 'country_code': 'FR', 'language': '', 'currency': '', 'notes': ''}" \
    "entry saved by Ctrl+Return"

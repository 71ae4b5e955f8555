# A CSV data file: type the start of a value, accept a suggestion, Return
# through to the save, and check the saved line and the linked fields.
cat >"$WORK/places.csv" <<'CSV'
city,country,code
Zürich,Switzerland,ZRH
Zug,Switzerland,ZUG
"Sydney, NSW",Australia,SYD
CSV
a11y_on
app_start "$WORK/places.csv" --output "$WORK/out.jsonl"
assert_eq "$(window_title)" "places" "window title"

type_text "zur"     # completed inline to Zürich ("zur" ignores the accent), its row highlighted
shot popover
a11y_wait '^list item\|Zürich, 1 of 1\|.*selected'
a11y_wait '^text\|city\|.*\|zurich$'
press Return        # accept: fills country and code, moves to the next field
shot accepted
a11y_wait '^text\|country\|[^|]*\|[^|]*focused[^|]*\|Switzerland$'
a11y_wait '^text\|code\|.*\|ZRH$'
press Return Return # through country and code: the last Return saves
wait_for_lines "$WORK/out.jsonl" 1

assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]')" \
    "{'city': 'Zürich', 'country': 'Switzerland', 'code': 'ZRH'}" "saved values"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["records"]')" \
    "{'city': '1', 'country': '1', 'code': '1'}" "saved records"
json_get "$WORK/out.jsonl" 1 'd["submitted"]' | grep -Eq '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:]{8}Z$' \
    || fail "submitted is not an ISO-8601 time"

# The form cleared and focus is back on the first field: typing starts over.
type_text "syd"
press Escape        # drops the inline completion, keeps what was typed
press Return Return Return
wait_for_lines "$WORK/out.jsonl" 2
assert_eq "$(json_get "$WORK/out.jsonl" 2 'd["values"]["city"]')" "syd" "typed text is kept after Escape"
assert_eq "$(json_get "$WORK/out.jsonl" 2 'd["records"]')" "{}" "no record for a text that is not a value"

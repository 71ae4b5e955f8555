# The entries view for checking: every field has a column (City and
# Country too); "Columns" hides one, and the form's next window leaves it
# hidden, until its item is checked again; a correction under a search and a sort keeps the keyboard on
# the entry corrected, wherever the sort puts it.
OUT="$WORK/out.jsonl"
export XDG_STATE_HOME="$WORK/state"
a11y_on
app_start --output "$OUT"

save_trips "$OUT" Ada Bob Chloe
press ctrl+e
a11y_wait '^label\|3 entries · 3 today\|'
shot columns
grep -q '^table row|Saved: [^|]*Traveller: Chloe, City: Zürich, Country: Switzerland' "$WORK/tree.txt" \
    || a11y_failed "no row said with its City and Country"
for title in Traveller City Country "Country code"; do
    grep -A30 "^tree table|Entries" "$WORK/tree.txt" | grep -q "^label|$title||" || a11y_failed "no column for $title"
done
# The Columns menu: a check item for each field, Traveller's first; the
# third, Country, unchecked hides its column.
click_button "Columns"
a11y_wait '^menu item\|Traveller\|\|checked,focusable,focused'
shot menu
press Down Down Return
a11y_wait '^label\|3 entries · 3 today\|'
grep -A30 '^tree table|Entries' "$WORK/tree.txt" | grep -q '^label|Country||' && a11y_failed "Country still has a column"
grep -A30 '^tree table|Entries' "$WORK/tree.txt" | grep -q '^label|City||' || a11y_failed "City lost its column"
wait_for grep -q '"country"' "$XDG_STATE_HOME"/typeahead/columns/*.json
shot hidden

# The form's next window leaves it hidden.
app_stop
app_start --output "$OUT"
press ctrl+e
a11y_wait '^label\|3 entries · 3 today\|'
grep -A30 '^tree table|Entries' "$WORK/tree.txt" | grep -q '^label|Country||' && a11y_failed "Country came back"
grep -A30 '^tree table|Entries' "$WORK/tree.txt" | grep -q '^label|Country code||' || a11y_failed "no column for Country code"
# Country's item, unchecked, checked again: its column comes back, and
# the form no longer keeps it hidden.
click_button "Columns"
a11y_wait '^menu item\|Traveller\|\|checked,focusable,focused'
grep -qE '^menu item\|Country\|' "$WORK/tree.txt" || a11y_failed "no Country item in the Columns menu"
grep -qE '^menu item\|Country\|[^|]*\|([^|]*,)?checked[,|]' "$WORK/tree.txt" && a11y_failed "Country's item is still checked"
press Down Down Return
a11y_wait '^label\|3 entries · 3 today\|'
grep -A30 '^tree table|Entries' "$WORK/tree.txt" | grep -q '^label|Country||' || a11y_failed "Country's column did not come back"
wait_for bash -c "! grep -q '\"country\"' '$XDG_STATE_HOME'/typeahead/columns/*.json"

# Searched and sorted by Traveller (a click on its header): Ada, Bob, Chloe.
press ctrl+f
type_text "zur"
a11y_wait '^label\|3 of 3 entries\|'
xdotool mousemove --window "$APP_WINDOW" 230 112 click 1
a11y_wait '^table row\|Saved: [^|]*Traveller: Ada,[^|]*\|[^|]*\|[^|]*selected'
# Ada corrected to Zoe goes last: the keyboard follows her there, not to Bob.
press Return
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused'
press ctrl+a
type_text "Zoe"
press ctrl+Return
wait_for_lines "$OUT" 4
a11y_wait '^table row\|Saved: [^|]*Traveller: Zoe,[^|]*\|[^|]*\|[^|]*selected'
grep -A200 '^tree table|Entries' "$WORK/tree.txt" | grep '^table row|Saved' | sed 's/.*Traveller: \([^,]*\),.*/\1/' | tr '\n' ' ' >"$WORK/order.txt"
assert_eq "$(cat "$WORK/order.txt")" "Bob Chloe Zoe " "still sorted by traveller"
shot corrected
# Return opens the entry the keyboard is on: Zoe, as selected.
press Return
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*\|Zoe$'

# The entries view: Ctrl+E shows the entries saved, newest first, with
# their count; Ctrl+F searches them, accents and case aside; Escape
# clears the search, then goes back to the form.
OUT="$WORK/out.jsonl"
a11y_on
app_start --output "$OUT"

save_trips "$OUT" Ada Bob Chloe
press ctrl+e
a11y_wait '^label\|3 entries · 3 today\|'
shot list
# Newest first, each row named with its labels; the list has the keyboard.
a11y_wait '^table row\|Saved: Today [0-9:]+, Traveller: Chloe, City: Zürich, Country: Switzerland'
grep -A200 '^tree table|Entries' "$WORK/tree.txt" | grep '^table row|Saved' | sed 's/.*Traveller: \([^,]*\),.*/\1/' | tr '\n' ' ' >"$WORK/order.txt"
assert_eq "$(cat "$WORK/order.txt")" "Chloe Bob Ada " "newest first"
grep -qE '^(list\|Entries|table row\|Saved[^|]*)\|[^|]*\|[^|]*focused' "$WORK/tree.txt" || a11y_failed "the list does not have the keyboard"

type_text "BO"          # typing in the list goes on in the search box
a11y_wait '^label\|1 of 3 entries\|'
a11y_wait '^table row\|Saved: [^|]*Traveller: Bob,'
press BackSpace
press BackSpace
a11y_wait '^label\|3 entries · 3 today\|'
press ctrl+f
type_text "ZUR chloe"   # accents and case aside, each word in some field
a11y_wait '^label\|1 of 3 entries\|'
a11y_wait '^table row\|Saved: [^|]*Traveller: Chloe,'
shot search
press Escape            # clears the search
a11y_wait '^label\|3 entries · 3 today\|'
a11y_wait '^entry\|Search entries\|[^|]*\|[^|]*\|$'
# A click on a column's header sorts by it; a second click, the other way.
xdotool mousemove --window "$APP_WINDOW" 149 112 click 1
a11y_wait '^table row\|Saved: [^|]*Traveller: Ada,[^|]*\|[^|]*\|[^|]*selected'
grep -A200 '^tree table|Entries' "$WORK/tree.txt" | grep '^table row|Saved' | sed 's/.*Traveller: \([^,]*\),.*/\1/' | tr '\n' ' ' >"$WORK/order.txt"
assert_eq "$(cat "$WORK/order.txt")" "Ada Bob Chloe " "by traveller"
shot sorted
xdotool mousemove --window "$APP_WINDOW" 149 112 click 1
a11y_wait '^table row\|Saved: [^|]*Traveller: Chloe,[^|]*\|[^|]*\|[^|]*selected'
press Escape            # back to the form
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused'

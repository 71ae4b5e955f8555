# Undo belongs to the form: right after a save, Ctrl+Z takes the entry back.
# The file keeps its line and gains a deletion naming it; the values come
# back with their records, so Ctrl+Return saves them again as a new entry.
# Ctrl+Shift+Z has nothing to redo, and once the next entry is begun Ctrl+Z
# no longer reaches the save. Nothing reaches the entry's own undo: Ctrl+Z
# over a typed name leaves it.
OUT="$WORK/out.jsonl"
a11y_on
app_start --output "$OUT"

type_text "Ada"
press Return
type_text "zur"
press Return            # Zürich, filling Switzerland
a11y_wait '^text\|Country\|[^|]*\|[^|]*focused[^|]*\|Switzerland$'
press ctrl+Return
wait_for_lines "$OUT" 1
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*\|$'   # the form emptied, back at Traveller
a11y_wait '^label\|Saved entry 1 to out.jsonl\|'
shot saved-toast        # "Saved entry 1 to out.jsonl", with Undo (the README's picture)
grep -qE '^(push )?button\|[^|]*Undo' "$WORK/tree.txt" || a11y_failed "the save toast has no Undo button"
# Its close button is named (libadwaita 1.2 leaves it nameless: "GtkImage").
grep -qE '^(push )?button\|Dismiss\|' "$WORK/tree.txt" || a11y_failed "the save toast's close button is not named Dismiss"
! grep -qE '^(push )?button\|GtkImage\|' "$WORK/tree.txt" || a11y_failed "a button is named GtkImage"

press ctrl+z
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 'd["deletes"]')" "$(json_get "$OUT" 1 'd["id"]')" "the deletion names the entry saved"
shot after-undo
a11y_wait '^label\|Entry taken back: its values are in the form again\|'
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*\|Ada$'
a11y_wait '^text\|City\|[^|]*\|[^|]*\|Zürich$'
a11y_wait '^text\|Country\|[^|]*\|[^|]*focused[^|]*\|Switzerland$'
press ctrl+shift+z      # nothing to redo
press ctrl+Return       # the same values, saved again: a new entry, with the records
wait_for_lines "$OUT" 3
assert_eq "$(json_get "$OUT" 3 '[d["values"][k] for k in ("traveller", "city", "country")]')" \
    "['Ada', 'Zürich', 'Switzerland']" "the entry saved again"
assert_eq "$(json_get "$OUT" 3 'd["records"]["city"]')" "2657896" "Zürich's record came back with its text"
[ "$(json_get "$OUT" 3 'd["id"]')" != "$(json_get "$OUT" 1 'd["id"]')" ] || fail "the entry saved again has the first one's id"
assert_eq "$("$TYPEAHEAD_BIN" export "$OUT" | python3 -c 'import csv,sys; print([",".join([r["traveller"], r["city"], r["country"]]) for r in csv.DictReader(sys.stdin)])')" \
    "['Ada,Zürich,Switzerland']" "the live entries: one"

type_text "Bob"
press ctrl+z            # the next entry is begun: its typing, not the save, and the entry's own undo is not reached
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*\|Bob$'
assert_lines "$OUT" 3

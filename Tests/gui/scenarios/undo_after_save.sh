# Undo belongs to the form: right after a save, Ctrl+Z (and Ctrl+Shift+Z)
# change nothing, so Ctrl+Return has nothing to save again (the empty form
# is refused: Traveller is required) and the file holds one line. Nothing
# reaches the entry's own undo: Ctrl+Z over a typed name leaves it.
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

press ctrl+z
press ctrl+shift+z
shot after-undo
# As the core says: every field still empty, Traveller focused.
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*\|$'
a11y_wait '^text\|City\|[^|]*\|[^|]*\|$'
a11y_wait '^text\|Country\|[^|]*\|[^|]*\|$'
press ctrl+Return       # refused: nothing new, and Traveller is required
a11y_wait '^label\|Traveller is required\|'
assert_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 '[d["values"][k] for k in ("traveller", "city", "country")]')" \
    "['Ada', 'Zürich', 'Switzerland']" "the one saved entry"

type_text "Bob"
press ctrl+z            # nothing to undo: the entry's own undo would take "Bob" away
a11y_wait '^text\|Traveller\|[^|]*\|[^|]*focused[^|]*\|Bob$'
assert_lines "$OUT" 1

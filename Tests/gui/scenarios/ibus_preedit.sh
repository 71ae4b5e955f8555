# limit: 240
# A real input method with preedit: IBus with m17n's "latn-pre" engine
# (Debian's ibus-m17n, offline), whose " opens a preedit that the next
# letter completes (" u gives ü). Typed into the app and into a plain
# GtkEntry, the same keys give the same text; while the preedit is open,
# Return is the input method's (it ends the composition), not the form's.
start_ibus_latn_pre

# M, " u (ü), "ller", then " opening a preedit that Return ends.
keys=(shift+m quotedbl u l l e r quotedbl Return)

expected=$(oracle_text 80 "${keys[@]}")
echo "a plain GtkEntry under IBus: '$expected'"
case "$expected" in *ü*) ;; *) fail "IBus composed nothing in the plain GtkEntry: '$expected'" ;; esac

write_people_notes_form "$WORK"
OUT="$WORK/notes.jsonl"
a11y_on
app_start "$WORK/notes.form.json" --output "$OUT"
ACTION_MARK=$(trace_mark)
xdotool key --delay 80 "${keys[@]}"
settle
shot after-return
# Return ended the composition, and only that: the note, still focused
# (Return on the form would have moved on), holds what the GtkEntry holds.
a11y_wait "^text\|Note\|[^|]*\|[^|]*focused[^|]*\|$expected\$"
# Then Return is the form's again: it moves to Name; Ada, Return saves.
press Return
type_text "Ada"
press Return Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 'd["values"]["note"]')" "$expected" "the note typed through IBus"
assert_lines "$OUT" 1

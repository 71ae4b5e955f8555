# limit: 180
# A real input method with preedit on Wayland: IBus with m17n's "latn-pre"
# engine (Debian's ibus-m17n), whose " opens a preedit that the next letter
# completes (" u gives ü), reached through GTK's IBus module. Typed into the
# app and into a plain GtkEntry, the same keys give the same text; while the
# preedit is open, Return is the input method's (it ends the composition),
# not the form's.
start_ibus_latn_pre

# M, " u (ü), "ller", then " opening a preedit that Return ends.
keys=(shift+m "\"" u l l e r "\"" Return)
expected=$(wl_oracle_text 80 "${keys[@]}")
echo "a plain GtkEntry under IBus: '$expected'"
case "$expected" in *ü*) ;; *) fail "IBus composed nothing in the plain GtkEntry: '$expected'" ;; esac

write_people_notes_form "$WORK"
OUT="$WORK/notes.jsonl"
wl_a11y_on
app_start "$WORK/notes.form.json" --output "$OUT"
mark=$(trace_mark)
keys_at 80 "${keys[@]}"
settle_after "$mark"
# Return ended the composition, and only that: the note, still focused
# (Return on the form would have moved on), holds what the GtkEntry holds.
a11y_dump >"$WORK/tree.txt"
grep -qE "^text\|Note\|[^|]*\|[^|]*focused[^|]*\|$expected\$" "$WORK/tree.txt" ||
    fail "the note is not focused with '$expected': $(grep '^text|' "$WORK/tree.txt")"
# Then Return is the form's again: it moves to Name; Ada, Return saves.
keys Return Ada Return Return
wait_for_lines "$OUT" 1
assert_eq "$(json_get "$OUT" 1 'd["values"]["note"]')" "$expected" "the note typed through IBus"
assert_lines "$OUT" 1

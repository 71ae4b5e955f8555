# limit: 180
# A real input method with preedit on Wayland: IBus with m17n's "latn-pre"
# engine (Debian's ibus-m17n), whose " opens a preedit that the next letter
# completes (" u gives ü), reached through GTK's IBus module. Typed into the
# app and into a plain GtkEntry, the same keys give the same text; while the
# preedit is open, Return is the input method's (it ends the composition),
# not the form's.
command -v ibus-daemon >/dev/null || fail "IBus is not installed"
compgen -G "/usr/lib/*/gtk-4.0/4.0.0/immodules/libim-ibus.so" >/dev/null || fail "GTK 4's IBus module (ibus-gtk4) is not installed"
export GTK_IM_MODULE=ibus
ibus-daemon --daemonize --replace --panel=disable --emoji-extension=disable 2>"$WORK/ibus.err"
for _ in $(seq 1 100); do ibus engine m17n:t:latn-pre 2>/dev/null && break; sleep 0.2; done
[ "$(ibus engine 2>/dev/null)" == "m17n:t:latn-pre" ] || fail "IBus has no engine m17n:t:latn-pre"
echo "input method: IBus, engine $(ibus engine)"

# M, " u (ü), "ller", then " opening a preedit that Return ends.
keys=(shift+m "\"" u l l e r "\"" Return)
expected=$(wl_oracle_text 80 "${keys[@]}")
echo "a plain GtkEntry under IBus: '$expected'"
case "$expected" in *ü*) ;; *) fail "IBus composed nothing in the plain GtkEntry: '$expected'" ;; esac

printf 'name\nAda\nBob\n' >"$WORK/people.csv"
cat >"$WORK/notes.form.json" <<'JSON'
{
  "title": "Notes",
  "sources": { "people": { "file": "people.csv" } },
  "fields": [
    { "id": "note", "label": "Note" },
    { "id": "name", "label": "Name", "source": "people", "column": "name" }
  ]
}
JSON
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

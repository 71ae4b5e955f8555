# limit: 240
# A real input method with preedit: IBus with m17n's "latn-pre" engine
# (Debian's ibus-m17n, offline), whose " opens a preedit that the next
# letter completes (" u gives ü). Typed into the app and into a plain
# GtkEntry, the same keys give the same text; while the preedit is open,
# Return is the input method's (it ends the composition), not the form's.
command -v ibus-daemon >/dev/null || skip "IBus is not installed"
compgen -G "/usr/lib/*/gtk-4.0/4.0.0/immodules/libim-ibus.so" >/dev/null || skip "GTK 4's IBus module (ibus-gtk4) is not installed"
export GTK_IM_MODULE=ibus
ibus-daemon --daemonize --replace --panel=disable --emoji-extension=disable 2>"$WORK/ibus.err"
# The daemon lists m17n's engines once it has asked ibus-engine-m17n for them.
for _ in $(seq 1 100); do ibus engine m17n:t:latn-pre 2>/dev/null && break; sleep 0.2; done
[ "$(ibus engine 2>/dev/null)" == "m17n:t:latn-pre" ] || fail "IBus has no engine m17n:t:latn-pre: $(ibus list-engine | grep -c m17n) m17n engines"
echo "input method: IBus, engine $(ibus engine)"

# M, " u (ü), "ller", then " opening a preedit that Return ends.
keys=(shift+m quotedbl u l l e r quotedbl Return)

expected=$(oracle_text 80 "${keys[@]}")
echo "a plain GtkEntry under IBus: '$expected'"
case "$expected" in *ü*) ;; *) fail "IBus composed nothing in the plain GtkEntry: '$expected'" ;; esac

cat >"$WORK/people.csv" <<'CSV'
name
Ada
Bob
CSV
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

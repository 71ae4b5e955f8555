# limit: 120
# A form's pattern cannot freeze the window (issue 49.5): with
# "(a+)+$", thirty-six "a"s and a "!" cost ICU seconds of main-thread time
# at each check; checked in linear time, the field shows its message as
# soon as it is left and the next keys land at once. A pattern that would
# need backtracking (a back-reference) is refused at open, with the form
# file's line and column and the pattern's character.
cat >"$WORK/worst.form.json" <<'JSON'
{
  "title": "Worst pattern",
  "fields": [
    { "id": "code", "label": "Code", "pattern": "(a+)+$", "patternMessage": "Only a's" },
    { "id": "note", "label": "Note" }
  ]
}
JSON
a11y_on
app_start "$WORK/worst.form.json" --output "$WORK/out.jsonl"
xdotool type --delay 5 "$(printf 'a%.0s' $(seq 1 36))!"
started=$EPOCHREALTIME
press Tab
type_text "next"
elapsed=$(awk -v a="$started" -v b="$EPOCHREALTIME" 'BEGIN { gsub(",", ".", a); gsub(",", ".", b); printf "%.2f", b - a }')
a11y_wait '^label\|Only a.s\|'
a11y_wait '^text\|Note\|[^|]*\|[^|]*focused[^|]*\|next$'
shot message
echo "left the field and typed 'next' in ${elapsed} s"
awk -v e="$elapsed" 'BEGIN { exit !(e < 3) }' || fail "leaving the field and typing took ${elapsed} s: the check held the window"
press ctrl+Return       # refused: the message stays, nothing saved
assert_lines "$WORK/out.jsonl" 0
app_stop

cat >"$WORK/backref.form.json" <<'JSON'
{
  "title": "Back-reference",
  "fields": [
    { "id": "twice", "label": "Twice",
      "pattern": "(ab)\\1" }
  ]
}
JSON
"$TYPEAHEAD_BIN" "$WORK/backref.form.json" 2>"$WORK/refused.txt" && fail "a pattern with a back-reference was opened"
echo "refused with: $(cat "$WORK/refused.txt")"
grep -qF "backref.form.json:5:18: 'pattern' of field 'twice' cannot be checked: at its character 5, a back-reference" "$WORK/refused.txt" ||
    fail "the refusal does not name the file, line, column and character: $(cat "$WORK/refused.txt")"

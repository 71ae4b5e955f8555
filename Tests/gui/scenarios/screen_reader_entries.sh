# With Orca running, the entries view: moving through the list, each row
# is heard whole, each value with its field's label; a search is followed
# by how many entries it found.
source "$(dirname "${BASH_SOURCE[0]}")/../orca.sh"
write_notes_form "$WORK/notes.form.json"
OUT="$WORK/out.jsonl"
orca_start
app_start_accessible "$WORK/notes.form.json" --output "$OUT"
for name in Ann Ben; do
    type_text "$name"
    press Tab
    type_text "a note on $name"
    press ctrl+Return
done
wait_for_lines "$OUT" 2

speech_mark
press ctrl+e
hear "Entries"
hear "Name: Ben, Note: a note on Ben"
speech_mark
press Down
hear "Saved: Today"
hear "Name: Ann, Note: a note on Ann"

speech_mark
press ctrl+f
hear "Search entries"
[ "$(heard_count "a note on Ann")" -eq 0 ] || fail "the search box read the row said before"
type_text "ann"
hear "1 of 2 entries"

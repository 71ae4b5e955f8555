# With Orca running (headless, as in screen_reader_speech): what a person
# hears of the keying room's questions (issue 52): a value a warning
# questions, the prompt for the reason to keep it, and a save whose
# identity another entry has.
source "$(dirname "${BASH_SOURCE[0]}")/../orca.sh"
cat >"$WORK/person.form.json" <<'JSON'
{ "title": "Person", "identity": ["household"],
  "fields": [
    { "id": "household", "label": "Household" },
    { "id": "age", "label": "Age", "type": "integer", "warning": ". <= 100", "warningMessage": "Over 100: check the paper." } ] }
JSON
OUT="$WORK/out.jsonl"
orca_start
app_start_accessible "$WORK/person.form.json" --output "$OUT"
type_text 12
press Return
type_text 50
press Return
wait_for_lines "$OUT" 1
type_text 12
press Return
type_text 130
speech_mark
press Return
hear "Over 100: check the paper. Press Return again to keep it, with a reason."
speech_mark
press Return
hear "Why keep Age 130? Type the reason and press Return, or Escape to change it."
type_text "As on paper"
speech_mark
press Return
hear "Household 12 is saved already"
assert_eq "$(line_count "$OUT")" "1" "the duplicate waits"
# A second keyer verifies: the disagreement is heard with both values.
app_stop
app_start_accessible verify "$WORK/person.form.json" --output "$OUT"
a11y_wait '^label\|Verifying entry 1 of 1'
type_text 51
speech_mark
press Return
hear "Age differs: keyed first as “50”, now “51”. Alt+1 keeps the first, Alt+2 keeps yours, Escape to type it again."
press alt+1
wait_for_lines "$OUT" 2
assert_eq "$(json_get "$OUT" 2 '[d["values"]["age"], d["verification"]["outcomes"]]')" "[50, {'age': 'verifier'}]" "the first keying kept"

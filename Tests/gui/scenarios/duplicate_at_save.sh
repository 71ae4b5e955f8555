# Duplicates caught at save (issue 52): the form names its identity; a
# second entry for household 12 does not save: the bell rings, the banner
# says whose it is, and the keys typed on without looking are held, not
# poured into a field. Alt+A asks a reason (the banner's entry takes it), kept in the
# line; Escape goes back to the household to change it.
cat >"$WORK/household.form.json" <<'JSON'
{ "title": "Household", "identity": ["household"],
  "fields": [
    { "id": "household", "label": "Household" },
    { "id": "head", "label": "Head of household" } ] }
JSON
OUT="$WORK/out.jsonl"
a11y_on
app_start "$WORK/household.form.json" --output "$OUT"
type_text 12
press Return
type_text Ada
press Return
wait_for_lines "$OUT" 1
# The same household again, and the next entry typed on at once.
type_text 12
press Return
type_text Bo
press Return
type_text 13
a11y_wait '^label\|Household 12 is saved already \(Today [0-9:]+(\s?[AP]M)?, by [^)]+\)\. Press Escape to change it, or Alt\+A to save this entry too, with a reason\.\|'
a11y_wait '^text\|Head of household\|.*\|Bo$'
shot held
assert_eq "$(line_count "$OUT")" "1" "the duplicate waits"
# Alt+A and the reason at 10 ms a key: the keys before the reason's entry
# has the keyboard are the reason's too.
keys_at 10 alt+a "Second family" Return
wait_for_lines "$OUT" 2
doubled=$(python3 -c '
import json, sys
first, second = [json.loads(line) for line in open(sys.argv[1])]
print([second["values"]["household"], second["values"]["head"], second["duplicate"]["reason"], second["duplicate"]["of"] == first["id"]])' "$OUT")
assert_eq "$doubled" "['12', 'Bo', 'Second family', True]" "saved with its reason, naming the entry it doubles"
# Escape instead: back to the household, changed to 14, saved.
a11y_wait '^text\|Household\|.*\|$'
type_text 12
press Return
type_text Cy
press Return
a11y_wait '^label\|Household 12 is saved already'
press Escape
a11y_wait '^text\|Household\|.*focused.*\|12$'
press ctrl+a
type_text 14
press Return Return
wait_for_lines "$OUT" 3
assert_eq "$(json_get "$OUT" 3 '[d["values"]["household"], d["values"]["head"], "duplicate" in d]')" "['14', 'Cy', False]" "the changed household saves"
# Show the Saved Entry: the list, searched for the household, where Return
# would correct it; the entry typed waits in the form.
type_text 12
press Return
type_text Di
press Return
a11y_wait '^label\|Household 12 is saved already'
shot show-saved-entry-offered
click_button "Show the Saved Entry"
a11y_wait '^label\|2 of 3 entries\|'
shot show-saved-entry
press ctrl+e
a11y_wait '^text\|Head of household\|.*\|Di$'

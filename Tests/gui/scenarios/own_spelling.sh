# A typed value that equals one record's value is saved in that record's
# own spelling, with its record: on Return, on Tab with the entry saved by
# Ctrl+Return from another field, and on Ctrl+Return in the field itself.
cat >"$WORK/cities.tsv" <<'TSV'
id	name	country
1	Paris	France
2	Parisot	France
3	Zürich	Switzerland
4	São Paulo	Brazil
TSV
cat >"$WORK/trip.form.json" <<'JSON'
{
  "title": "Trip",
  "sources": { "cities": { "file": "cities.tsv", "key": "id", "detail": "{country}" } },
  "fields": [
    { "id": "city", "label": "City", "source": "cities", "column": "name", "strict": true },
    { "id": "country", "label": "Country", "source": "cities", "column": "country" },
    { "id": "note", "label": "Note" }
  ]
}
JSON
OUT="$WORK/out.jsonl"
a11y_on
app_start "$WORK/trip.form.json" --output "$OUT"

# Typed whole, never chosen from the list (no inline completion either).
type_without_completion "paris"
press Escape Return     # the list closed: Return keeps the typed text
press Return Return     # Country (filled), Note: the last Return saves
wait_for_lines "$OUT" 1

type_without_completion "paris"
press Escape Tab        # left with Tab
shot after-tab          # Paris, its country filled
a11y_wait '^text\|City\|.*\|Paris$'
a11y_wait '^text\|Country\|[^|]*\|[^|]*focused[^|]*\|France$'
press ctrl+Return       # saved from Country
wait_for_lines "$OUT" 2

type_without_completion "sao paulo"
press Escape ctrl+Return
wait_for_lines "$OUT" 3
assert_lines "$OUT" 3

for line in 1 2; do
    assert_eq "$(json_get "$OUT" $line 'd["values"]')" "{'city': 'Paris', 'country': 'France', 'note': ''}" "entry $line's values"
    assert_eq "$(json_get "$OUT" $line 'd["records"]')" "{'city': '1', 'country': '1'}" "entry $line's records"
done
assert_eq "$(json_get "$OUT" 3 'd["values"]["city"]')" "São Paulo" "entry 3's city, in its own spelling"
assert_eq "$(json_get "$OUT" 3 'd["records"]')" "{'city': '4', 'country': '4'}" "entry 3's records"

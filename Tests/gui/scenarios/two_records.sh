# Two records from one source: "from" and "to" airports each fill their own
# city; Ctrl+Return saves from the middle of the form.
cat >"$WORK/airports.tsv" <<'TSV'
code	city	passengers
ZRH	Zürich	31000000
GVA	Geneva	17000000
LHR	London	80000000
LGW	London	46000000
TSV
cat >"$WORK/flight.form.json" <<'JSON'
{
  "title": "Flight",
  "sources": { "airports": { "file": "airports.tsv", "key": "code", "weight": "passengers", "detail": "{city}" } },
  "fields": [
    { "id": "from", "label": "From", "source": "airports", "column": "code", "record": "from", "strict": true },
    { "id": "fromCity", "label": "From city", "source": "airports", "column": "city", "record": "from" },
    { "id": "to", "label": "To", "source": "airports", "column": "code", "record": "to", "strict": true },
    { "id": "toCity", "label": "To city", "source": "airports", "column": "city", "record": "to" },
    { "id": "note", "label": "Note" }
  ]
}
JSON
a11y_on
app_start "$WORK/flight.form.json" --output "$WORK/out.jsonl"
type_text "zr"
press Return            # ZRH, completed inline; fills From city
press Return            # on to To
type_text "lg"
press Return            # LGW; fills To city
shot filled
a11y_wait '^text\|From city\|.*\|Zürich$'
a11y_wait '^text\|To city\|.*\|London$'
press ctrl+Return       # saves from the Note field's neighbour, before the last field
wait_for_lines "$WORK/out.jsonl" 1
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["values"]')" \
    "{'from': 'ZRH', 'fromCity': 'Zürich', 'to': 'LGW', 'toCity': 'London', 'note': ''}" "values"
assert_eq "$(json_get "$WORK/out.jsonl" 1 'd["records"]')" \
    "{'from': 'ZRH', 'fromCity': 'ZRH', 'to': 'LGW', 'toCity': 'LGW'}" "records"

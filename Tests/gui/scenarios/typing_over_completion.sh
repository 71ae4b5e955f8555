# Typing a whole value over the inline completions each letter brings (at
# 40 ms a key) leaves exactly what was typed: the completion's tail never
# stays behind, however the machine's load times GTK's selection. It did,
# 1 time in 6, before the form edited over completions itself.
cat >"$WORK/airports.tsv" <<'TSV'
code	name	country	passengers
NCL	Newcastle Airport	United Kingdom	5000000
NTL	Newcastle Airport	Australia	1300000
NCS	Newcastle Airport	South Africa	20000
NCH	Newcastle Airport Heliport	Nowhere	10
ZRH	Zürich Airport	Switzerland	31000000
TSV
cat >"$WORK/flight.form.json" <<'JSON'
{
  "title": "Arrival",
  "sources": { "airports": { "file": "airports.tsv", "key": "code", "weight": "passengers", "detail": "{country}" } },
  "fields": [
    { "id": "airport", "label": "Airport", "source": "airports", "column": "name", "strict": false },
    { "id": "country", "label": "Country", "source": "airports", "column": "country" },
    { "id": "note", "label": "Note" }
  ]
}
JSON
OUT="$WORK/out.jsonl"
for i in 1 2 3 4 5 6; do
  rm -rf "$XDG_STATE_HOME"
  app_start "$WORK/flight.form.json" --output "$OUT"
  xdotool type --delay 40 "Newcastle Airport"
  settle
  press ctrl+Return
  wait_for_lines "$OUT" $i
  assert_eq "$(json_get "$OUT" $i 'd["values"]["airport"]')" "Newcastle Airport" "typed over completions, run $i"
  app_stop
done

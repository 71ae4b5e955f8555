# Export… in the entries view: the file chooser suggests a name, and the
# file chosen gets the live entries (a correction applied, a deletion left
# out) as RFC 4180 CSV, or JSON lines for a .jsonl name; a toast says so.
OUT="$WORK/out.jsonl"
a11y_on
app_start --output "$OUT"
save_trips "$OUT" "Ada, Countess" Bob "=Cy"
press ctrl+e
a11y_wait '^table row\|Saved: [^|]*Traveller: =Cy,[^|]*\|[^|]*\|[^|]*selected'
press Down
press Delete            # Bob
wait_for_lines "$OUT" 4

chooser_shown() { [ "$(app_windows | wc -l)" -ge 2 ]; }
click_button "Export…"
wait_for chooser_shown --seconds 5
shot chooser
a11y_wait '^text\|Name:\|[^|]*\|[^|]*focused[^|]*\|Book a trip entries.csv$'   # the name suggested
press ctrl+a
type_text "$WORK/trip.csv"
press Return
wait_for test -s "$WORK/trip.csv" --seconds 10
a11y_wait '^label\|Exported to trip.csv\|'
shot exported
assert_eq "$(head -1 "$WORK/trip.csv" | tr -d '\r')" \
    "traveller,city,city (code),country,country (code),country_code,language,language (code),currency,currency (code),notes,id,submitted" \
    "the header: each record's key beside its text, except a country's code, which is its key"
assert_eq "$(/usr/bin/python3 -c 'import csv,sys; print([[r["traveller"], r["city"], r["country"]] for r in csv.DictReader(open(sys.argv[1], newline=""))])' "$WORK/trip.csv")" \
    "[['Ada, Countess', 'Zürich', 'Switzerland'], [\"'=Cy\", 'Zürich', 'Switzerland']]" "the live entries, quoted and neutralised"
assert_eq "$(tail -c 2 "$WORK/trip.csv" | od -An -c | tr -d ' ')" '\r\n' "CRLF line ends"

# The same through the chooser with a .jsonl name: JSON lines.
click_button "Export…"
wait_for chooser_shown --seconds 5
press ctrl+a
type_text "$WORK/trip.jsonl"
press Return
wait_for test -s "$WORK/trip.jsonl" --seconds 10
assert_eq "$(wc -l <"$WORK/trip.jsonl" | tr -d ' ')" "2" "two live entries"
assert_eq "$(json_get "$WORK/trip.jsonl" 1 'd["values"]["traveller"]')" "Ada, Countess" "the first saved first"

# limit: 180
# A server that ignores the form's limit and answers 40,000 records (a
# real Datasette with max_returned_rows at 40,000, asked for _size=max, in
# about 1.5 MB, slower than the spinner's delay): the list grows from the
# spinner to eight rows of the form's two pages, and taking the answer
# costs the main thread less than a frame (16.7 ms), from the trace's
# "answer … remote" (the main thread has it) to "rendered".
command -v datasette >/dev/null && command -v sqlite-utils >/dev/null \
    || python3 -m pip install -q datasette sqlite-utils >/dev/null 2>&1 || skip "datasette cannot be installed"
command -v datasette >/dev/null || skip "datasette is not installed"
PORT=$((20000 + RANDOM % 10000))
/usr/bin/python3 -c '
import sys
with open(sys.argv[1], "w") as out:
    out.write("id\tname\n")
    for n in range(40000):
        out.write("%d\tPlace %d\n" % (n + 1, n))' "$WORK/places.tsv"
sqlite-utils insert "$WORK/places.db" places "$WORK/places.tsv" --tsv --pk id >/dev/null
datasette serve "$WORK/places.db" -h 127.0.0.1 -p "$PORT" --setting max_returned_rows 40000 >"$WORK/datasette.log" 2>&1 &
DS_PID=$!
stop_server() { kill "$DS_PID" 2>/dev/null || true; }
EXIT_HOOKS+=(stop_server)
for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$PORT/" && break; sleep 0.1; done
url="http://127.0.0.1:$PORT/places/places.json?_shape=array&name__startswith={query}&_size=max"
bytes=$(curl -s "${url/\{query\}/Pla}" | wc -c)
echo "the server's answer to 'Pla': $bytes bytes"
[ "$bytes" -gt 1000000 ] || fail "the server did not send the 40,000 records ($bytes bytes)"
cat >"$WORK/places.form.json" <<JSON
{
  "title": "Places",
  "sources": { "places": { "url": "$url", "key": "id", "timeout": 20 } },
  "fields": [ { "id": "place", "label": "Place", "source": "places", "column": "name" } ]
}
JSON
a11y_on
app_start "$WORK/places.form.json" --output "$WORK/out.jsonl"
mark=$(trace_mark)
type_text "Pla"
a11y_wait '^list item\|Place 0' 30
sleep 0.5 # the popover grows to its rows in the next frames
shot rows
# The popover grew from the spinner's one row to its eight: the eighth
# row's text is drawn (dark ink where "Place 7" is), not the window under it.
ink=$(darkest 60x14+83+337)
[ "$ink" -lt 120 ] || fail "the eighth row is not drawn (darkest grey $ink): the list kept the spinner's height"
rows=$(a11y_count '^list item\|')
answer=$(tail -n +"$((mark + 1))" "$TRACE" | awk -F'\t' '$2 == "answer" && $3 ~ / remote$/ { print $1 "\t" $3 }' | tail -1)
[ -n "$answer" ] || fail "the trace has no remote answer"
echo "the main thread took: ${answer#*	}"
at=${answer%%	*}
rendered=$(tail -n +"$((mark + 1))" "$TRACE" | awk -F'\t' -v at="$at" '$1 >= at && $2 == "rendered" { print $1; exit }')
cost=$(( (rendered - at) / 1000 ))
echo "from the answer to the window drawn: $cost ms; $rows rows listed"
[ "$cost" -lt 17 ] || fail "taking the answer cost the main thread $cost ms, more than a frame"
[ "$rows" -le 16 ] || fail "$rows rows listed: the answer was not cut to the form's limit"

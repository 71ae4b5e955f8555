# limit: 180
# A server's value is held to the field's limit (issue 49.6): a real
# Datasette answers a record whose name is 1.9 MB. Taken, the field holds
# the first 65,534 bytes, as a paste is cut, with the same toast; the saved
# value and the draft written meanwhile are no larger.
command -v datasette >/dev/null && command -v sqlite-utils >/dev/null \
    || python3 -m pip install -q datasette sqlite-utils >/dev/null 2>&1 || skip "datasette cannot be installed"
command -v datasette >/dev/null || skip "datasette is not installed"
PORT=$((20000 + RANDOM % 10000))
/usr/bin/python3 -c '
import json, sys
json.dump([{"id": 1, "name": "Long" + "x" * 1900000}, {"id": 2, "name": "Lyon"}], open(sys.argv[1], "w"))' "$WORK/places.json"
sqlite-utils insert "$WORK/places.db" places "$WORK/places.json" --pk id >/dev/null
datasette serve "$WORK/places.db" -h 127.0.0.1 -p "$PORT" >"$WORK/datasette.log" 2>&1 &
DS_PID=$!
stop_server() { kill "$DS_PID" 2>/dev/null || true; }
EXIT_HOOKS+=(stop_server)
for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$PORT/" && break; sleep 0.1; done
url="http://127.0.0.1:$PORT/places/places.json?_shape=array&name__startswith={query}"
cat >"$WORK/places.form.json" <<JSON
{
  "title": "Places",
  "sources": { "places": { "url": "$url", "key": "id", "timeout": 20 } },
  "fields": [ { "id": "place", "label": "Place", "source": "places", "column": "name" },
              { "id": "note", "label": "Note" } ]
}
JSON
a11y_on
app_start "$WORK/places.form.json" --output "$WORK/out.jsonl"
type_text "Lo"
a11y_wait '^list item\|Longxxx' 30
press Return            # the long record taken
a11y_wait '^label\|Only 65534 of 1900004 characters fit in the field\|' 20
shot cut
draft=$(find "$XDG_STATE_HOME/typeahead/drafts" -name '*.json' ! -name '*.lock' | head -1)
[ -n "$draft" ] || fail "no draft was kept"
draft_bytes=$(wc -c <"$draft")
echo "the draft: $draft_bytes bytes"
[ "$draft_bytes" -lt 70000 ] || fail "the draft holds $draft_bytes bytes: the value was not cut"
press Return            # to Note; Return there saves
press Return
wait_for_lines "$WORK/out.jsonl" 1
saved=$(json_get "$WORK/out.jsonl" 1 'len(d["values"]["place"].encode())')
assert_eq "$saved" "65534" "the saved value's bytes"

# A server that streams 50 MB for every query (no Content-Length, so it
# cannot be refused before it is read): each answer is cut off at 2 MB,
# the row says so, and the memory the reading took goes back (before, it
# stayed: 118 to 192 MB over four queries; now 118 to 136).
PORT=$((20000 + RANDOM % 10000))
cat >"$WORK/server.py" <<'PY'
import http.server, sys
class Streaming(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.0"  # a body that ends when the connection does
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        block = b'{"name": "Zurich"},' * 3000
        try:
            for _ in range((50 << 20) // len(block)):
                self.wfile.write(block)
        except OSError:
            pass  # the app hung up
    def log_message(self, *args):
        pass
http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Streaming).serve_forever()
PY
/usr/bin/python3 "$WORK/server.py" "$PORT" &
SERVER_PID=$!
stop_server() { kill "$SERVER_PID" 2>/dev/null || true; }
EXIT_HOOKS+=(stop_server)
for _ in $(seq 1 50); do curl -s -o /dev/null -r 0-10 "http://127.0.0.1:$PORT/" && break; sleep 0.1; done
cat >"$WORK/big.form.json" <<JSON
{
  "title": "Big",
  "sources": { "big": { "url": "http://127.0.0.1:$PORT/search?q={query}", "timeout": 20 } },
  "fields": [ { "id": "place", "label": "Place", "source": "big", "column": "name" } ]
}
JSON
rss() { awk '/^VmRSS/ { print int($2 / 1024) }' "/proc/$APP_PID/status"; }
a11y_on
app_start "$WORK/big.form.json" --output "$WORK/out.jsonl"
sleep 1
before=$(rss)
for letter in z u r i; do
    type_text "$letter"
    a11y_wait "sent more than 2 MB" 20
done
shot cut-off
sleep 1
after=$(rss)
echo "resident: $before MB before four 50 MB answers, $after MB after"
[ $((after - before)) -lt 48 ] || fail "memory grew by $((after - before)) MB over four answers cut off at 2 MB"

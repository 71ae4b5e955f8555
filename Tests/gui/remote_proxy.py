#!/usr/bin/env python3
"""A small HTTP proxy in front of a real Datasette, for the remote scenarios.

    remote_proxy.py LISTEN_PORT UPSTREAM_PORT MODE_FILE

Forwards GET requests to 127.0.0.1:UPSTREAM_PORT. The first line of
MODE_FILE, read on each request, says what to do:
  pass          forward as is
  slow SECONDS  wait, then forward
  order         delay a query of N characters by (6 - N) * 0.4 s, so that
                answers to shorter queries come after longer ones
  garbage       answer 200 with a body that is not JSON
Each request is logged to MODE_FILE.log as "QUERY<TAB>MODE".
"""
import http.server, sys, time, urllib.parse, urllib.request

listen, upstream, mode_file = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]


class Proxy(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def do_GET(self):
        try:
            mode = open(mode_file).read().split()
        except OSError:
            mode = ["pass"]
        parameters = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query)
        query = (parameters.get("name_folded__startswith") or parameters.get("name__startswith") or [""])[0]
        with open(mode_file + ".log", "a") as log:
            log.write(f"{query}\t{' '.join(mode)}\n")
        if mode[0] == "slow":
            time.sleep(float(mode[1]))
        elif mode[0] == "order":
            time.sleep(max(0, 6 - len(query)) * 0.4)
        if mode[0] == "garbage":
            status, body = 200, b"<html>this is not JSON"
        else:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{upstream}{self.path}", timeout=10) as reply:
                    status, body = reply.status, reply.read()
            except urllib.error.HTTPError as error:
                status, body = error.code, error.read()
            except OSError:
                status, body = 502, b"upstream down"
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


http.server.ThreadingHTTPServer(("127.0.0.1", listen), Proxy).serve_forever()

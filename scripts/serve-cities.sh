#!/usr/bin/env bash
# Serves the bundled cities with Datasette on 127.0.0.1 (the server that
# data/remote-cities.form.json asks), installing datasette with pip when
# missing. The database (scripts/cities_db.py: the cities with their names
# folded as Typeahead folds them) is built in a temporary folder.
#   bash scripts/serve-cities.sh [PORT]          serve until Ctrl+C
#   bash scripts/serve-cities.sh --try           serve on 8001 and open the form
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
try=0
[ "${1:-}" = "--try" ] && { try=1; shift; }
port=${1:-8001}
if ! command -v datasette >/dev/null; then
    python3 -m pip install -q datasette >&2
fi
folder=$(mktemp -d)
trap 'rm -rf "$folder"; [ -n "${server:-}" ] && kill "$server" 2>/dev/null || true' EXIT
python3 "$here/scripts/cities_db.py" "$folder/cities.db" 2>/dev/null
if [ "$try" = 0 ]; then
    exec datasette serve "$folder/cities.db" -h 127.0.0.1 -p "$port" --setting sql_time_limit_ms 2000
fi
datasette serve "$folder/cities.db" -h 127.0.0.1 -p "$port" >/dev/null 2>&1 &
server=$!
cd "$here" && swift run typeahead data/remote-cities.form.json

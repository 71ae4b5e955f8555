# Team mode's scenarios: a real PostgreSQL 15 of the scenario's own
# (scripts/pg-server.sh), on a free port of 127.0.0.1. Sourced by a
# scenario after the GUI tier's lib.sh, where the server goes with the
# scenario (EXIT_HOOKS); a Wayland scenario calls pg_remove in its own trap.

# pg_start : makes and starts the server; $PG_PORT is its port, its
# password "team secret" (in PGPASSWORD for the app).
pg_start() {
    command -v /usr/lib/postgresql/15/bin/initdb >/dev/null || fail "PostgreSQL 15 is missing (scripts/deps.sh installs it)"
    PG_DIR=$(mktemp -d)    # outside $WORK, which only root may enter: the server runs as postgres
    PG_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    bash scripts/pg-server.sh start "$PG_DIR" "$PG_PORT" "team secret"
    EXIT_HOOKS+=(pg_remove)
    export PGPASSWORD="team secret"
}

# pg_stop : stops it as a crash does; pg_restart starts it again.
pg_stop() { bash scripts/pg-server.sh stop "$PG_DIR" immediate 2>/dev/null || true; }
pg_restart() { bash scripts/pg-server.sh start "$PG_DIR" "$PG_PORT"; }
pg_remove() { pg_stop; rm -rf "$PG_DIR"; }

# pg SQL : runs SQL as the superuser; prints psql's unaligned rows.
pg() { bash scripts/pg-server.sh sql "$PG_DIR" "$PG_PORT" "$1"; }

# pg_rows_are N : whether the entries table holds N rows (0 while it is missing or the server down).
pg_rows_are() { [ "$(pg "SELECT count(*) FROM entries" 2>/dev/null || echo 0)" = "$1" ]; }

# pg_cities_form FILE URI : a form whose entries go to URI's `entries` and
# whose City field suggests (strictly) from its table `cities`, keyed by
# geonameid, ranked by population, with the country as detail.
pg_cities_form() {
    cat >"$1" <<JSON
{
  "title": "Team",
  "entries": { "postgres": "$2" },
  "sources": {
    "cities": { "postgres": "$2", "table": "cities", "key": "geonameid", "weight": "population", "detail": "{country}" }
  },
  "fields": [
    { "id": "name", "label": "Name" },
    { "id": "city", "label": "City", "source": "cities", "column": "name", "strict": true }
  ]
}
JSON
}

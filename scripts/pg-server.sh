#!/usr/bin/env bash
# A PostgreSQL 15 server of its own, from Debian's packages, for team mode's
# tests and for trying it: a new data folder, 127.0.0.1 only, a password for
# every TCP login (scram-sha-256) and TLS with a certificate made for it.
# initdb and pg_ctl refuse root, so they run as the postgres user.
#   bash scripts/pg-server.sh start DIR PORT [PASSWORD]   make (if new) and start
#   bash scripts/pg-server.sh stop DIR [immediate]        stop (immediate: as a crash)
#   bash scripts/pg-server.sh sql DIR PORT STATEMENT [DB] run SQL as the superuser
#   bash scripts/pg-server.sh --try                       serve on 54329 and open data/team.form.json
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
bin=/usr/lib/postgresql/15/bin
[ -x "$bin/initdb" ] || { echo "pg-server: PostgreSQL 15 is missing (bash scripts/deps.sh installs it)" >&2; exit 1; }

# as_postgres COMMAND... : as the postgres user, from a folder it can enter.
as_postgres() {
    if [ "$(id -u)" -eq 0 ]; then
        runuser -u postgres -- env -C "$dir" "$@"
    else
        sudo -u postgres env -C "$dir" "$@"
    fi
}

start() {
    dir=$1 port=$2 password=${3:-typeahead}
    mkdir -p "$dir"
    if [ ! -d "$dir/data" ]; then
        chown postgres:postgres "$dir"
        printf '%s' "$password" > "$dir/password"
        chown postgres:postgres "$dir/password"
        as_postgres "$bin/initdb" -D "$dir/data" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
            --pwfile="$dir/password" -E UTF8 --locale=C.UTF-8 >/dev/null
        rm -f "$dir/password"
        as_postgres openssl req -new -x509 -days 30 -nodes -subj /CN=127.0.0.1 \
            -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
            -keyout "$dir/data/server.key" -out "$dir/data/server.crt" 2>/dev/null
        cat >> "$dir/data/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
unix_socket_directories = '$dir'
ssl = on
max_connections = 50
CONF
    fi
    as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -o "-p $port" -w -t 30 start >/dev/null
}

stop() {
    dir=$1
    as_postgres "$bin/pg_ctl" -D "$dir/data" -w -m "${2:-fast}" stop >/dev/null
}

sql() {
    dir=$1
    as_postgres psql -X -q -At -v ON_ERROR_STOP=1 -h "$dir" -p "$2" -d "${4:-postgres}" -c "$3"
}

case ${1:-} in
    start) shift; start "$@" ;;
    stop) shift; stop "$@" ;;
    sql) shift; sql "$@" ;;
    --try)
        dir=$(mktemp -d)
        trap 'stop "$dir" 2>/dev/null; rm -rf "$dir"' EXIT
        trap 'exit 130' INT TERM
        start "$dir" 54329 typeahead
        echo "PostgreSQL on 127.0.0.1:54329 (user postgres, password typeahead); entries go to its table 'entries'" >&2
        cd "$here" && PGPASSWORD=typeahead swift run typeahead data/team.form.json
        ;;
    *) sed -n '2,10p' "$0" >&2; exit 2 ;;
esac

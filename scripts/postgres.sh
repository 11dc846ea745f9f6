#!/bin/sh
# A throwaway PostgreSQL server for IntentStore's tests.
#
#   eval "$(scripts/postgres.sh start)"   # initdb in a temp dir, trust auth, 127.0.0.1 on a free port;
#                                         # exports INTENTSTORE_POSTGRES_URL and INTENTSTORE_POSTGRES_DIR
#   scripts/postgres.sh stop [DIR]        # stops it and removes the directory (DIR defaults to
#                                         # $INTENTSTORE_POSTGRES_DIR); prints `unset …` for eval
#
# Only the export lines go to stdout; progress and errors go to stderr. initdb refuses to run as
# root, so as root the server runs as the `postgres` user. PGBIN overrides the server binaries.
set -eu

pgbin() {
    if [ -n "${PGBIN:-}" ]; then echo "$PGBIN"; return; fi
    dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    if [ -z "$dir" ]; then
        echo "postgres.sh: no PostgreSQL server found under /usr/lib/postgresql (apt-get install postgresql)" >&2
        exit 1
    fi
    echo "$dir"
}

# Runs a command as the server's user: postgres when we are root, ourselves otherwise.
as_server_user() {
    if [ "$(id -u)" = 0 ]; then
        runuser -u postgres -- "$@"
    else
        "$@"
    fi
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' 2>/dev/null \
        || echo $((20000 + $$ % 20000))
}

start() {
    bin=$(pgbin)
    dir=$(mktemp -d "${TMPDIR:-/tmp}/intentstore-pg.XXXXXX")
    chmod 755 "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$dir"; fi
    port=$(free_port)
    as_server_user "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
        cat "$dir/initdb.log" >&2
        echo "postgres.sh: initdb failed in $dir" >&2
        exit 1
    }
    as_server_user "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" start >&2 || {
        cat "$dir/server.log" >&2
        echo "postgres.sh: the server did not start (log above)" >&2
        exit 1
    }
    echo "postgres.sh: PostgreSQL on 127.0.0.1:$port, data in $dir" >&2
    echo "export INTENTSTORE_POSTGRES_URL='postgresql://postgres@127.0.0.1:$port/postgres'"
    echo "export INTENTSTORE_POSTGRES_DIR='$dir'"
}

stop() {
    dir=${1:-${INTENTSTORE_POSTGRES_DIR:-}}
    if [ -z "$dir" ] || [ ! -d "$dir/data" ]; then
        echo "postgres.sh: no server directory given (argument or INTENTSTORE_POSTGRES_DIR)" >&2
        exit 1
    fi
    as_server_user "$(pgbin)/pg_ctl" -D "$dir/data" -m fast -w stop >&2 || true
    rm -rf "$dir"
    echo "postgres.sh: stopped and removed $dir" >&2
    echo "unset INTENTSTORE_POSTGRES_URL INTENTSTORE_POSTGRES_DIR"
}

case "${1:-}" in
start) start ;;
stop) shift; stop "$@" ;;
*)
    echo "usage: scripts/postgres.sh start | stop [DIR]" >&2
    exit 2
    ;;
esac

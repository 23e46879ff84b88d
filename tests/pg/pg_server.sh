#!/bin/sh
# pg_server.sh start|stop DIR — a throwaway PostgreSQL server for the tests
# (CTest fixture perf_pg, tests/CMakeLists.txt).
#
# start: Debian's initdb in a new data directory, a server listening only
# on 127.0.0.1 on a free port with its unix socket beside the data, a
# database selfprof_test, and its URL (with user and password; password
# authentication over TCP) written to DIR/url. As root it runs the server
# as the `postgres` user (initdb refuses root). Any server a killed earlier
# run left in DIR is stopped first. Exits non-zero with the server's log
# when it cannot start, so every test that needs the server fails. A
# watchdog stops the server when the process that ran `start` (CTest) is
# gone, so a killed test run leaves no server behind either.
# stop: stops the server and removes everything start made.
# down: stops the server but keeps its data; up: starts it again on the
# same port (a test's database restart: down, look, up). A test that does
# so starts a server of its own (`pg_server.sh start $work/pg`; the
# watchdog then watches the test's shell) rather than restarting the
# fixture's, which other tests are using.
set -eu
[ $# -ge 2 ] || { echo "usage: pg_server.sh start|stop|down|up DIR" >&2; exit 2; }
cmd=$1 dir=$2
for b in /usr/lib/postgresql/*/bin; do [ -x "$b/initdb" ] && bindir=$b; done
[ -n "${bindir:-}" ] || { echo "pg_server: no initdb under /usr/lib/postgresql (apt-get install postgresql)" >&2; exit 1; }
PATH=$bindir:$PATH

# The user that owns the data and runs the server.
if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || { echo "pg_server: running as root and no 'postgres' user to run the server" >&2; exit 1; }
    as_server() { runuser -u postgres -- "$@"; }
    owner=postgres
else
    as_server() { "$@"; }
    owner=$(id -un)
fi

# reap RUN: stops the server whose data is in RUN, removes RUN, and DIR
# too when DIR still belongs to that server.
reap() {
    if [ -f "$1/data/postmaster.pid" ]; then
        as_server pg_ctl -D "$1/data" -m immediate -w -t 30 stop >/dev/null 2>&1 ||
            kill -9 "$(head -n 1 "$1/data/postmaster.pid")" 2>/dev/null || true
    fi
    rm -rf "$1"
    if [ "$(cat "$dir/run" 2>/dev/null)" = "$1" ]; then rm -rf "$dir"; fi
}

stop() {
    if [ -f "$dir/run" ]; then reap "$(cat "$dir/run")"; fi
    rm -rf "$dir"
}

free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# server_up RUN PORT: starts the server of RUN's data on PORT.
server_up() {
    as_server pg_ctl -D "$1/data" -l "$1/log" -w -t 60 \
        -o "-c listen_addresses=127.0.0.1 -p $2 -k $1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100" \
        start >/dev/null 2>&1
}

start() {
    stop
    mkdir -p "$dir"
    # The data and socket live in DIR unless the server's user cannot reach
    # it or its path is too long for a unix socket (107 bytes).
    run=$dir/server-$$ # one name per server: the watchdog stops only its own
    if [ ${#run} -gt 80 ] || ! as_server test -x "$(dirname "$dir")"; then
        run=$(mktemp -d "${TMPDIR:-/tmp}/selfprof-pg.XXXXXX")
    fi
    echo "$run" >"$dir/run"
    mkdir -p "$run"
    chown "$owner" "$run"
    chmod 700 "$run"
    password=$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')
    echo "$password" >"$run/pw"
    chown "$owner" "$run/pw"
    as_server initdb -D "$run/data" -U selfprof --pwfile="$run/pw" --auth-local=trust \
        --auth-host=scram-sha-256 -E UTF8 --locale=C -N >"$dir/initdb.log" 2>&1 ||
        { cat "$dir/initdb.log" >&2; echo "pg_server: initdb failed" >&2; exit 1; }
    # A port found free may be taken before the server binds it: try again.
    for try in 1 2 3; do
        port=$(free_port)
        echo "$port" >"$run/port"
        if server_up "$run" "$port"; then
            psql -X -q -h "$run" -p "$port" -U selfprof -d postgres -v ON_ERROR_STOP=1 \
                -c "CREATE DATABASE selfprof_test" >/dev/null
            url="postgres://selfprof:$password@127.0.0.1:$port/selfprof_test"
            # The URL must work over TCP with the password, as the tests use it.
            psql -X -q "$url" -c "SELECT 1" >/dev/null
            echo "$url" >"$dir/url.tmp"
            mv "$dir/url.tmp" "$dir/url"
            # Detached, with no CTest pipe held open: CTest waits for those.
            setsid sh "$0" watch "$dir" "$run" "$PPID" </dev/null >/dev/null 2>&1 &
            echo "pg_server: PostgreSQL $(postgres --version | awk '{print $3}') on 127.0.0.1:$port, data in $run/data"
            return 0
        fi
    done
    cat "$run/log" >&2 2>/dev/null || true
    echo "pg_server: the server did not start" >&2
    exit 1
}

case $cmd in
start) start ;;
stop) stop; echo "pg_server: stopped" ;;
down) run=$(cat "$dir/run")
    as_server pg_ctl -D "$run/data" -m fast -w -t 30 stop >/dev/null ;;
up) run=$(cat "$dir/run")
    server_up "$run" "$(cat "$run/port")" ||
        { cat "$run/log" >&2; echo "pg_server: the server did not start again" >&2; exit 1; } ;;
watch) # watch DIR RUN PID (started by start): reap RUN once PID is gone or RUN is
    while kill -0 "$4" 2>/dev/null && [ -d "$3" ]; do sleep 2; done
    reap "$3" ;;
*) echo "usage: pg_server.sh start|stop|down|up DIR" >&2; exit 2 ;;
esac

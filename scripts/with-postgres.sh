#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server: initdb into a temporary folder, pg_ctl on a
# free loopback port, TEST_DATABASE_URL exported for the command, and the server stopped at the end.
# As root (CI), the server runs as the `postgres` user.
set -euo pipefail

pgbin=""
for dir in /usr/lib/postgresql/*/bin; do [ -x "$dir/initdb" ] && pgbin="$dir"; done
if [ -z "$pgbin" ]; then pgbin="$(dirname "$(command -v initdb)")"; fi
[ -x "$pgbin/initdb" ] || { echo "initdb not found: install the postgresql package" >&2; exit 1; }

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
tmp=$(mktemp -d /tmp/hm-pg.XXXXXX)
runas=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$tmp"
  runas=(runuser -u postgres --)
fi

cleanup() {
  "${runas[@]}" "$pgbin/pg_ctl" -D "$tmp/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT

"${runas[@]}" "$pgbin/initdb" -D "$tmp/data" -U postgres -A trust --no-sync -E UTF8 >/dev/null
"${runas[@]}" "$pgbin/pg_ctl" -D "$tmp/data" -l "$tmp/server.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $port -k $tmp -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null
echo "PostgreSQL $("$pgbin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"

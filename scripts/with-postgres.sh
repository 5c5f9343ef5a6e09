#!/usr/bin/env bash
# Runs a command with TEST_POSTGRES_URL set to a throw-away PostgreSQL cluster on a free port, then
# stops the cluster and deletes it. Example: bash scripts/with-postgres.sh npx jest lib/contact
set -euo pipefail
bash "$(dirname "$0")/ensure-postgres.sh"

bin=$(dirname "$(compgen -G '/usr/lib/postgresql/*/bin/initdb' | sort -V | tail -1)")
dir=$(mktemp -d /tmp/postgres-test.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# initdb refuses to run as root: the cluster then belongs to the `postgres` user.
as_owner=()
if [ "$(id -u)" = 0 ]; then
  chown postgres:postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
cleanup() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --no-locale >/dev/null
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c fsync=off" \
  start >/dev/null
echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') running on port $port (throw-away cluster in $dir)"

export TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"

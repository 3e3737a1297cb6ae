# Sourced by .ci/run: a throwaway PostgreSQL on loopback for the server suite's second run on the production
# driver (npm test runs it when TEST_DATABASE_URL is set). Installs Debian's postgresql when it is missing; the
# cluster lives in a temp dir and stops when the CI script exits. On any failure it says so and returns 1.

start_test_postgres() {
  local bindir dir port owner=()
  bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -z "$bindir" ]; then
    "${SUDO[@]}" apt-get update || return 1
    "${SUDO[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql || return 1
    bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
    [ -n "$bindir" ] || return 1
  fi
  dir=$(mktemp -d "${TMPDIR:-/tmp}/trader-ci-pg.XXXXXX") || return 1
  port=$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})") || return 1
  # PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user the package created.
  if [ "$(id -u)" -eq 0 ]; then
    id postgres >/dev/null 2>&1 || return 1
    chown postgres "$dir" || return 1
    owner=(runuser -u postgres --)
  fi
  "${owner[@]}" "$bindir/initdb" -D "$dir/data" -A trust -U postgres >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; return 1; }
  "${owner[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null || { cat "$dir/server.log" >&2; return 1; }
  TEST_POSTGRES_STOP="${owner[*]} $bindir/pg_ctl -D $dir/data -m fast stop"
  trap 'eval "$TEST_POSTGRES_STOP" >/dev/null 2>&1 || true' EXIT
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL for the server suite at 127.0.0.1:$port ($bindir)"
}

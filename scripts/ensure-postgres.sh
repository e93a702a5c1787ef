#!/usr/bin/env bash
# Starts a loopback PostgreSQL for the second run of the API suite and prints its URL on stdout.
# Installs Debian's postgresql when missing. All progress goes to stderr.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "Installing Debian postgresql..." >&2
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -q "^$version main$"; then
  pg_createcluster "$version" main >&2
fi
pg_ctlcluster "$version" main start >&2 2>/dev/null || true
port=$(pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main" {print $3}')
for _ in $(seq 1 30); do
  if su postgres -c "psql -p $port -tAc 'select 1'" >/dev/null 2>&1; then break; fi
  sleep 0.5
done
su postgres -c "psql -p $port -tAc \"select 1 from pg_roles where rolname='takt'\"" | grep -q 1 ||
  su postgres -c "psql -p $port -c \"create role takt login superuser password 'takt'\"" >&2
su postgres -c "psql -p $port -tAc \"select 1 from pg_database where datname='takt_test'\"" | grep -q 1 ||
  su postgres -c "createdb -p $port -O takt takt_test" >&2
echo "postgres://takt:takt@127.0.0.1:$port/takt_test"

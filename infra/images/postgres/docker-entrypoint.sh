#!/bin/sh
# What docker-compose.yml and infra/postgres/*.sh rely on from the upstream postgres image's entrypoint:
# - POSTGRES_PASSWORD (required), POSTGRES_USER (postgres), POSTGRES_DB (the user's name), PGDATA;
# - on an empty PGDATA: initdb (local socket trusted, every TCP connection by scram-sha-256), then a temporary
#   server on the socket only runs /docker-entrypoint-initdb.d/*.sh (executable: run, else sourced) and *.sql,
#   so that a TCP healthcheck passes only for the real server;
# - then `postgres` as the postgres user, listening on every address.
set -eu

if [ "${1#-}" != "$1" ]; then set -- postgres "$@"; fi

if [ "$1" = postgres ] && [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups sh "$0" "$@"
fi

if [ "$1" = postgres ] && [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?the database is uninitialised: set POSTGRES_PASSWORD}"
  export POSTGRES_USER="${POSTGRES_USER:-postgres}"
  export POSTGRES_DB="${POSTGRES_DB:-$POSTGRES_USER}"
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" > "$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    ${POSTGRES_INITDB_ARGS:-} >/dev/null
  rm -f "$pwfile"
  printf '\nhost all all all scram-sha-256\n' >> "$PGDATA/pg_hba.conf"

  pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  if [ "$POSTGRES_DB" != postgres ]; then
    # psql fills in :"db" (quoted as an identifier) only in what it reads, not in -c
    echo 'CREATE DATABASE :"db"' |
      psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname postgres -v db="$POSTGRES_DB" >/dev/null
  fi
  for file in /docker-entrypoint-initdb.d/*; do
    case "$file" in
      *.sh)
        echo "docker-entrypoint: running $file"
        if [ -x "$file" ]; then "$file"; else . "$file"; fi
        ;;
      *.sql)
        echo "docker-entrypoint: running $file"
        psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -f "$file"
        ;;
    esac
  done
  pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  echo "docker-entrypoint: database initialised in $PGDATA"
fi

if [ "$1" = postgres ]; then
  shift
  exec postgres -c listen_addresses='*' "$@"
fi
exec "$@"

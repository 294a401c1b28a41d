#!/bin/sh
# The part of edoburu/pgbouncer's interface docker-compose.yml uses (docs/operations.md, "PgBouncer (optional)"),
# so that PGBOUNCER_IMAGE can name either image:
# - DB_HOST (required), DB_PORT (5432), DB_NAME (every database, `*`), DB_USER (postgres) and DB_PASSWORD: the
#   server, and the user whose entry in userlist.txt PgBouncer logs in with to look up every other role's password
#   (auth_user of the database entry, PgBouncer's default auth_query on pg_shadow);
# - AUTH_TYPE (md5; with plain or scram-sha-256 the password is kept as it is, else as md5 of password and user),
#   POOL_MODE, LISTEN_ADDR (0.0.0.0), LISTEN_PORT (5432), MAX_CLIENT_CONN, DEFAULT_POOL_SIZE, MAX_DB_CONNECTIONS,
#   ADMIN_USERS (postgres), AUTH_USER, AUTH_QUERY, IGNORE_STARTUP_PARAMETERS (extra_float_digits);
# - a pgbouncer.ini already in /etc/pgbouncer (mounted) is used as it is; userlist.txt gets DB_USER once.
set -eu
dir=/etc/pgbouncer

if [ "${1:-}" = pgbouncer ]; then
  users="$dir/userlist.txt"
  [ -e "$users" ] || : > "$users"
  if [ -n "${DB_USER:-}" ] && [ -n "${DB_PASSWORD:-}" ] && ! grep -q "^\"$DB_USER\"" "$users"; then
    case "${AUTH_TYPE:-md5}" in
      plain | scram-sha-256) secret="$DB_PASSWORD" ;;
      *) secret="md5$(printf '%s%s' "$DB_PASSWORD" "$DB_USER" | md5sum | cut -d ' ' -f 1)" ;;
    esac
    printf '"%s" "%s"\n' "$DB_USER" "$secret" >> "$users"
  fi

  if [ ! -f "$dir/pgbouncer.ini" ]; then
    : "${DB_HOST:?set DB_HOST, the PostgreSQL server PgBouncer connects to}"
    {
      echo '[databases]'
      echo "${DB_NAME:-*} = host=$DB_HOST port=${DB_PORT:-5432} auth_user=${DB_USER:-postgres}"
      echo
      echo '[pgbouncer]'
      echo "listen_addr = ${LISTEN_ADDR:-0.0.0.0}"
      echo "listen_port = ${LISTEN_PORT:-5432}"
      echo "unix_socket_dir = ${UNIX_SOCKET_DIR:-}"
      echo "auth_file = $users"
      echo "auth_type = ${AUTH_TYPE:-md5}"
      [ -z "${AUTH_USER:-}" ] || echo "auth_user = $AUTH_USER"
      [ -z "${AUTH_QUERY:-}" ] || echo "auth_query = $AUTH_QUERY"
      [ -z "${POOL_MODE:-}" ] || echo "pool_mode = $POOL_MODE"
      [ -z "${MAX_CLIENT_CONN:-}" ] || echo "max_client_conn = $MAX_CLIENT_CONN"
      [ -z "${DEFAULT_POOL_SIZE:-}" ] || echo "default_pool_size = $DEFAULT_POOL_SIZE"
      [ -z "${MAX_DB_CONNECTIONS:-}" ] || echo "max_db_connections = $MAX_DB_CONNECTIONS"
      echo "ignore_startup_parameters = ${IGNORE_STARTUP_PARAMETERS:-extra_float_digits}"
      echo "admin_users = ${ADMIN_USERS:-postgres}"
    } > "$dir/pgbouncer.ini"
    echo "docker-entrypoint: wrote $dir/pgbouncer.ini (server $DB_HOST:${DB_PORT:-5432}, pool mode ${POOL_MODE:-session})"
  fi
fi
exec "$@"

#!/bin/sh
# One PostgreSQL role per service, owning its own database and nothing else (docs/operations.md): creators_<service>
# owns creators_<service>, with the password in DB_PASSWORD_<SERVICE> (DB_PASSWORD_IDENTITY, ...,
# DB_PASSWORD_BRAINSTORM_AI), and no other role may connect to that database. The services and the migration
# connect as these roles; the superuser's password stays with the server.
#
# Runs as the superuser: compose's postgres image runs it from /docker-entrypoint-initdb.d on an empty volume, the
# Bitnami chart from its initdb scripts (infra/k8s/dependencies/postgresql-values.yaml). It can be run again at
# any time (`docker compose exec postgres sh /docker-entrypoint-initdb.d/10-create-roles.sh`): it creates what is
# missing and sets each role's password to the one in the environment.
set -eu

# The superuser's password where the server asks for one (Bitnami: a file); compose's init runs over the socket.
if [ -z "${PGPASSWORD:-}" ]; then
  if [ -n "${POSTGRES_POSTGRES_PASSWORD_FILE:-}" ]; then PGPASSWORD="$(cat "$POSTGRES_POSTGRES_PASSWORD_FILE")"
  elif [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then PGPASSWORD="$(cat "$POSTGRES_PASSWORD_FILE")"
  elif [ -n "${POSTGRES_POSTGRES_PASSWORD:-}" ]; then PGPASSWORD="$POSTGRES_POSTGRES_PASSWORD"
  elif [ -n "${POSTGRES_PASSWORD:-}" ]; then PGPASSWORD="$POSTGRES_PASSWORD"
  fi
  export PGPASSWORD
fi

for service in identity challenges teams showcase brainstorm-ai discussions programmes; do
  name="creators_$(echo "$service" | tr '-' '_')"
  variable="DB_PASSWORD_$(echo "$service" | tr 'a-z-' 'A-Z_')"
  password="$(printenv "$variable" || true)"
  if [ -z "$password" ]; then
    echo "create-roles: $variable is not set" >&2
    exit 1
  fi
  # psql's :'variable' and :"variable" quote the values; \gexec runs the statement a query returns.
  psql -v ON_ERROR_STOP=1 --no-psqlrc --username "${POSTGRES_USER:-postgres}" --dbname postgres \
    -v name="$name" -v password="$password" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE', :'name')
  WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'name') \gexec
ALTER ROLE :"name" PASSWORD :'password';
SELECT format('CREATE DATABASE %I OWNER %I', :'name', :'name')
  WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = :'name') \gexec
ALTER DATABASE :"name" OWNER TO :"name";
REVOKE ALL ON DATABASE :"name" FROM PUBLIC;
SQL
  echo "create-roles: $name owns its database"
done

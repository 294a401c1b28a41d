#!/bin/sh
# The migrate image's command (docker-compose.yml's migrate service, the Kubernetes migration Job): for each service,
# apply pending migrations, then run its seed script, which adds demo data only when SEED_DEMO=true. Each service's
# database is <SERVICE>_DATABASE_URL (IDENTITY_DATABASE_URL, ..., BRAINSTORM_AI_DATABASE_URL,
# DISCUSSIONS_DATABASE_URL, PROGRAMMES_DATABASE_URL), the names scripts/lib/system.mjs also reads, each naming the
# role that owns it: the database exists already (infra/postgres/create-roles.sh made it), and the roles may not
# create databases.
set -eu

for service in identity challenges teams showcase brainstorm-ai discussions programmes; do
  variable="$(echo "$service" | tr 'a-z-' 'A-Z_')_DATABASE_URL"
  url="$(printenv "$variable" || true)"
  if [ -z "$url" ]; then
    echo "migrate: $variable is not set" >&2
    exit 1
  fi
  # PostgreSQL may still be starting (or restarting): a failed attempt is tried again, 10 times 3 s apart.
  attempt=1
  until DATABASE_URL="$url" node packages/platform/dist/database/cli.js migrate "services/$service"; do
    if [ "$attempt" -ge "${MIGRATE_ATTEMPTS:-10}" ]; then
      echo "migrate: $service failed $attempt times, giving up" >&2
      exit 1
    fi
    echo "migrate: $service failed (attempt $attempt), trying again in 3 s" >&2
    attempt=$((attempt + 1))
    sleep 3
  done
  if [ -f "services/$service/dist/seed.js" ]; then
    DATABASE_URL="$url" node "services/$service/dist/seed.js"
  fi
done
echo "migrate: every database is up to date"

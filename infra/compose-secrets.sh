#!/bin/sh
# Writes the passwords and secrets docker-compose.yml needs into .env (next to it), which compose reads: a random
# value for each one missing there, the ones already there kept. Run it once before the first `docker compose up`
# and keep the file: PostgreSQL stores its roles' passwords on its volume at the first start (docs/operations.md,
# "Compose"). Variables exported in the shell take precedence over the file.
#   sh infra/compose-secrets.sh [path/to/.env]
set -eu
file="${1:-$(dirname "$0")/../.env}"
touch "$file"
chmod 600 "$file"

# Hex: safe inside URLs and in the NATS configuration.
random_hex() { od -An -tx1 -N"$1" /dev/urandom | tr -d ' \n'; }

for entry in \
  POSTGRES_PASSWORD:24 \
  DB_PASSWORD_IDENTITY:24 DB_PASSWORD_CHALLENGES:24 DB_PASSWORD_TEAMS:24 DB_PASSWORD_SHOWCASE:24 \
  DB_PASSWORD_BRAINSTORM_AI:24 DB_PASSWORD_DISCUSSIONS:24 DB_PASSWORD_PROGRAMMES:24 \
  NATS_PASSWORD_GATEWAY:24 NATS_PASSWORD_IDENTITY:24 NATS_PASSWORD_CHALLENGES:24 NATS_PASSWORD_TEAMS:24 \
  NATS_PASSWORD_SHOWCASE:24 NATS_PASSWORD_BRAINSTORM_AI:24 NATS_PASSWORD_DISCUSSIONS:24 NATS_PASSWORD_PROGRAMMES:24 \
  NATS_PASSWORD_OPERATOR:24 \
  GATEWAY_SECRET:32 DEVICE_COOKIE_SECRET:32 CREDENTIALS_SIGNING_KEY:32; do
  name="${entry%%:*}"
  if ! grep -q "^$name=" "$file"; then
    value=$(random_hex "${entry##*:}")
    # nats-server parses a variable's value: one of digits (or like 12e4) would be a number, not a password.
    case "$name" in NATS_PASSWORD_*) value="n$value" ;; esac
    echo "$name=$value" >> "$file"
    echo "compose-secrets: added $name"
  fi
done

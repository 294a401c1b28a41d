#!/bin/sh
# docker-compose.yml's backup service (docs/operations.md, "Backup and restore"): backs up every service database
# in one run (pg_dump, custom format) into /backups/<UTC time>/<database>.dump, at start and then every
# BACKUP_INTERVAL_SECONDS (a day), and removes runs older than BACKUP_KEEP_DAYS (7). A run becomes visible under its
# name only when all seven dumps are complete.
set -eu
interval="${BACKUP_INTERVAL_SECONDS:-86400}"
keep="${BACKUP_KEEP_DAYS:-7}"
host="${PGHOST:-postgres}"
dir="${BACKUP_DIR:-/backups}"

# A run cut short (a restart mid-dump) leaves a .partial directory: never a backup.
rm -rf "$dir"/*.partial

while true; do
  run="$dir/$(date -u +%Y-%m-%dT%H%M%SZ)"
  mkdir -p "$run.partial"
  for service in identity challenges teams showcase brainstorm-ai discussions programmes; do
    db="creators_$(echo "$service" | tr '-' '_')"
    pg_dump --host="$host" --username=postgres --format=custom --no-owner --file="$run.partial/$db.dump" "$db"
  done
  mv "$run.partial" "$run"
  echo "backup: $run"
  find "$dir" -mindepth 1 -maxdepth 1 -type d -mtime +"$keep" -exec rm -rf {} +
  sleep "$interval"
done

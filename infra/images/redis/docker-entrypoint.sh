#!/bin/sh
# Started without a configuration file, Redis 7 is in protected mode: it refuses every client not on the loopback,
# so the parts on the compose network could not connect. The upstream image turns it off the same way; the server
# is reachable only on compose's internal network.
set -eu
if [ "$1" = redis-server ]; then
  shift
  exec redis-server --protected-mode no "$@"
fi
exec "$@"

#!/bin/sh
# Two app instances behind nginx (round-robin, loopback only) sharing one Redis, against the
# reference upstream. Checks that sessions, event streams and token refresh work across both,
# then runs the Redis coordination tests. Needs Debian's nginx and redis-server (installed when
# missing and running as root). Usage: npm run build && sh scripts/scale-out.sh
set -eu
cd "$(dirname "$0")/.."
for tool in nginx redis-server; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx redis-server >/dev/null
    else
      echo "scale-out needs nginx and redis-server (apt-get install nginx redis-server)." >&2
      exit 1
    fi
  fi
done
exec node bench/scale-out.mjs "$@"

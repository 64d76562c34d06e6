#!/usr/bin/env bash
# Makes sure Redis 7's `redis-server` is on PATH for the replica tests (test/redis/): they start
# their own server on a free loopback port, never a shared one. Idempotent: does nothing when
# `redis-server --version` already reports 7 or later; otherwise installs Debian's redis-server
# with apt-get, so the project's setup is the one place it comes from. The package's own service
# is not needed (the tests start the binary themselves) and is stopped when apt-get started it.
set -euo pipefail

redis_major() {
  command -v redis-server >/dev/null 2>&1 || { echo 0; return; }
  # `Redis server v=7.0.15 sha=...`: the major version.
  redis-server --version 2>/dev/null | sed -n 's/.* v=\([0-9]*\)\..*/\1/p' | head -1
}

major=$(redis_major)
if [ "${major:-0}" -ge 7 ]; then
  echo "redis-server present: $(redis-server --version | head -1)"
  exit 0
fi

fail() {
  echo "ensure-redis: $1" >&2
  echo "ensure-redis: install Redis 7 by hand (Debian/Ubuntu: apt-get install -y redis-server);" \
    "the replica tests (test/redis) fail without it." >&2
  exit 1
}

command -v apt-get >/dev/null 2>&1 || fail "redis-server 7+ is missing (found: ${major:-none}) and apt-get is not available"

# Root installs directly; otherwise sudo, but only without a password prompt (CI must not hang).
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  fail "redis-server 7+ is missing and installing it needs root (no passwordless sudo)"
fi

echo "ensure-redis: installing Debian's redis-server (apt-get)..."
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq || fail "apt-get update failed"
"${as_root[@]}" apt-get install -y -qq --no-install-recommends redis-server ||
  fail "apt-get install redis-server failed"
# Without systemd the package's init script may have started a server on 6379: the tests never
# use it, so it is stopped rather than left holding a port.
if command -v service >/dev/null 2>&1; then "${as_root[@]}" service redis-server stop >/dev/null 2>&1 || true; fi

major=$(redis_major)
[ "${major:-0}" -ge 7 ] || fail "redis-server was installed but reports version ${major:-nothing}"
echo "redis-server installed: $(redis-server --version | head -1)"

#!/usr/bin/env bash
# Makes sure podman (with runc), mmdebstrap and podman-compose are on PATH for the image tests
# (test/image/): they build the kit's image and run it, and the compose sandbox. Idempotent: does
# nothing when all three answer; otherwise installs Debian's packages with apt-get, as
# ensure-redis.sh installs Redis, so the project's setup is the one place they come from.
set -euo pipefail

have_all() {
  command -v podman >/dev/null 2>&1 && command -v runc >/dev/null 2>&1 &&
    command -v mmdebstrap >/dev/null 2>&1 && command -v podman-compose >/dev/null 2>&1
}

if have_all; then
  echo "podman present: $(podman --version), $(podman-compose version 2>/dev/null | sed -n 's/^podman-composer* version  */podman-compose /p' | head -1 || echo podman-compose)"
  exit 0
fi

fail() {
  echo "ensure-podman: $1" >&2
  echo "ensure-podman: install podman, runc, mmdebstrap and podman-compose by hand (Debian/Ubuntu:" \
    "apt-get install -y podman runc mmdebstrap podman-compose uidmap); the image tests fail without them." >&2
  exit 1
}

command -v apt-get >/dev/null 2>&1 || fail "podman is missing and apt-get is not available"
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  fail "podman is missing and installing it needs root (no passwordless sudo)"
fi

echo "ensure-podman: installing Debian's podman, runc, mmdebstrap and podman-compose (apt-get)..."
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq || fail "apt-get update failed"
"${as_root[@]}" apt-get install -y -qq --no-install-recommends podman runc mmdebstrap podman-compose netavark aardvark-dns \
  uidmap slirp4netns fuse-overlayfs ca-certificates || fail "apt-get install failed"
have_all || fail "the packages were installed but a command is still missing"
echo "podman installed: $(podman --version)"

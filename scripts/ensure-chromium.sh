#!/usr/bin/env bash
# Makes sure Debian's chromium is at /usr/bin/chromium for the browser tests (test/browser/).
# Idempotent: does nothing when it is already there. playwright-core drives this system browser
# rather than downloading its own build, so the project's setup is the one place it comes from.
set -euo pipefail

CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}

if [ -x "$CHROMIUM" ]; then
  echo "chromium present: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

fail() {
  echo "ensure-chromium: $1" >&2
  echo "ensure-chromium: install it by hand (Debian/Ubuntu: apt-get install -y chromium)" \
    "or set CHROMIUM_PATH to an existing Chromium binary; the browser tests fail without it." >&2
  exit 1
}

command -v apt-get >/dev/null 2>&1 || fail "$CHROMIUM is missing and apt-get is not available"

# Root installs directly; otherwise sudo, but only without a password prompt (CI must not hang).
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  fail "$CHROMIUM is missing and installing it needs root (no passwordless sudo)"
fi

echo "ensure-chromium: installing Debian's chromium (apt-get)..."
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq || fail "apt-get update failed"
"${as_root[@]}" apt-get install -y -qq --no-install-recommends chromium || fail "apt-get install chromium failed"

[ -x "$CHROMIUM" ] || fail "chromium was installed but $CHROMIUM does not exist"
echo "chromium installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"

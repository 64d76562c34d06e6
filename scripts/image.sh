#!/usr/bin/env bash
# `npm run image`: builds the kit's container image from Containerfile and tags it contract-kit:dev
# (or $CONTRACT_KIT_IMAGE). With podman (docker where podman is missing). The build context is the
# packed kit (`npm pack`, as users install it, or the tarball in $CONTRACT_KIT_TARBALL) in
# .cache/image/. BASE is the official Node 24 slim
# image when it can be pulled, else the one scripts/image-base.sh makes from Debian's packages and
# the npm registry (no container registry reachable). A certificate authority named by
# NODE_EXTRA_CA_CERTS goes to the build as a secret, never into a layer.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
tag=${CONTRACT_KIT_IMAGE:-contract-kit:dev}
engine=$(command -v podman || command -v docker || true)
[ -n "$engine" ] || { echo "image: neither podman nor docker is installed (bash scripts/ensure-podman.sh)" >&2; exit 1; }

official=docker.io/library/node:24-slim
if [ -n "${CONTRACT_KIT_IMAGE_BASE:-}" ]; then
  base=$CONTRACT_KIT_IMAGE_BASE
elif "$engine" image inspect "$official" >/dev/null 2>&1 || timeout 60 "$engine" pull -q "$official" >/dev/null 2>&1; then
  base=$official
else
  echo "image: $official cannot be pulled; making a base from Debian's packages instead" >&2
  base=localhost/contract-kit-base:node24
  bash "$root/scripts/image-base.sh" "$base"
fi

context=$root/.cache/image
rm -rf "$context"
mkdir -p "$context"
# The kit as it is installed from the registry: `npm pack` runs the build (prepack); or a release
# tarball given in CONTRACT_KIT_TARBALL.
if [ -n "${CONTRACT_KIT_TARBALL:-}" ]; then
  cp "$CONTRACT_KIT_TARBALL" "$context/contract-kit.tgz"
else
  tarball=$(cd "$root" && npm pack --loglevel=error --pack-destination "$context" | tail -1)
  mv "$context/$tarball" "$context/contract-kit.tgz"
fi
prism=$(node -p "require('$root/node_modules/@stoplight/prism-cli/package.json').version")
redis_client=$(node -p "require('$root/node_modules/@redis/client/package.json').version")

secret=()
if [ -n "${NODE_EXTRA_CA_CERTS:-}" ] && [ -s "$NODE_EXTRA_CA_CERTS" ]; then
  secret=(--secret "id=npm_ca,src=$NODE_EXTRA_CA_CERTS")
fi
echo "image: building $tag from $base with $(basename "$engine")..." >&2
"$engine" build --quiet --format docker --network host "${secret[@]}" \
  --build-arg "BASE=$base" --build-arg "PRISM_VERSION=$prism" --build-arg "REDIS_CLIENT_VERSION=$redis_client" \
  --file "$root/Containerfile" --tag "$tag" "$context" >/dev/null
size=$("$engine" image inspect "$tag" --format '{{.Size}}')
echo "image: $tag built, $((size / 1000000)) MB"

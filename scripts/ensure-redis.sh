#!/usr/bin/env bash
# The e2e test of several instances (e2e/instances-postgres.spec.ts) starts a throw-away Redis server:
# installs Debian's `redis-server` package when its binary is missing (as root or via sudo).
set -euo pipefail
if command -v redis-server >/dev/null || [ -x /usr/bin/redis-server ]; then exit 0; fi
echo "Installing Debian's redis-server (needs root) …"
SUDO=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends redis-server

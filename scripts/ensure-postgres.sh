#!/usr/bin/env bash
# The storage integration tests run against a real PostgreSQL server: installs Debian's `postgresql`
# package when its server binaries are missing (as root or via sudo).
set -euo pipefail
if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null; then exit 0; fi
echo "Installing Debian's postgresql (needs root) …"
SUDO=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql

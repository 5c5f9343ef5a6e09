#!/usr/bin/env bash
# The HTML-validity test runs the Nu Html Checker (vnu-jar) on Java 8+; installs Debian's headless JRE when missing.
set -euo pipefail
if command -v java >/dev/null; then exit 0; fi
echo "Installing Debian's default-jre-headless (needs root) …"
SUDO=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends default-jre-headless

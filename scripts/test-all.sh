#!/bin/sh
# One command on a fresh machine: install everything (Chromium included) and run the whole suite.
set -eu
cd "$(dirname "$0")/.."
echo "==> Installing dependencies"
npm ci --no-audit --no-fund --loglevel=error
CHROMIUM_PATH="$(sh scripts/ensure-chromium.sh)"
export CHROMIUM_PATH
echo "==> Using Chromium at $CHROMIUM_PATH"
npm test

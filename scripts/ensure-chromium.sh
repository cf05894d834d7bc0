#!/bin/sh
# Finds Chromium for Playwright and Lighthouse. Prints its path on success.
# Order: $CHROMIUM_PATH, /usr/bin/chromium; on a Debian machine running as root, installs the
# Debian package; anywhere else, stops with one line saying what to install.
set -eu
if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
  echo "CHROMIUM_PATH is set to $CHROMIUM_PATH but no executable is there." >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package..." >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium >&2
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
fi
echo "Chromium is required for the browser tests: install Debian's 'chromium' package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1

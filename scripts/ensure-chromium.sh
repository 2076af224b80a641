#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own here).
# Installs it when it is missing and this user may; otherwise says what to do.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$browser" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "Chromium not found at $browser. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1

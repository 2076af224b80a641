#!/usr/bin/env bash
# The clock-jump test moves the app's wall clock with Debian's libfaketime.
# Installs it when it is missing and this user may; otherwise says what to do.
set -euo pipefail
for lib in "${LIBFAKETIME:-}" /usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1 /usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1; do
  [ -n "$lib" ] && [ -f "$lib" ] && exit 0
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's libfaketime for the clock-jump test..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libfaketime >/dev/null
  exit 0
fi
echo "libfaketime not found. Install it (sudo apt-get install libfaketime) or set LIBFAKETIME." >&2
exit 1

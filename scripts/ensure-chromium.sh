#!/usr/bin/env bash
# Browser tests use Debian's Chromium. Install it with apt when it is missing;
# never let a tool download a browser of its own.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
echo "Chromium is missing: installing Debian's chromium package..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
command -v chromium

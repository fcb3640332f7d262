#!/usr/bin/env bash
# Debian's Chromium and a CJK font for the browser tests and Lighthouse; installed once per machine.
set -euo pipefail
# No pipe into `grep -q` here: under pipefail its early exit would fail the check.
if [ -x /usr/bin/chromium ] && [ -n "$(fc-list :lang=zh family 2>/dev/null)" ]; then exit 0; fi
sudo_cmd=""
[ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
echo "browser-deps: installing chromium and fonts-noto-cjk from Debian" >&2
$sudo_cmd apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium fonts-noto-cjk >&2

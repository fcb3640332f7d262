#!/usr/bin/env bash
# Installs whatever is missing, builds the web app and the operators' console and starts the portal
# (server + web + console under /admin/ on one port).
# PORT (default 8000) and DATA_DIR (default ./data) let several portals run side by side.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
ensure_deps
# Seed pictures with Chinese text are rendered to WebP with a CJK font; without one they stay SVG
# (apps/server README, seed art). Installed once per machine, only where apt-get may be used.
if [ -z "$(fc-list :lang=zh family 2>/dev/null)" ] && command -v apt-get >/dev/null 2>&1; then
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo_cmd="sudo"; else sudo_cmd="-"; fi
  fi
  if [ "$sudo_cmd" = "-" ]; then
    echo "start: no CJK font and no root/sudo: seed pictures with Chinese text stay SVG (install fonts-noto-cjk)" >&2
  else
    echo "start: installing fonts-noto-cjk from Debian for the seed pictures" >&2
    { $sudo_cmd apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq fontconfig fonts-noto-cjk; } >&2 ||
      echo "start: could not install fonts-noto-cjk: seed pictures with Chinese text stay SVG" >&2
  fi
fi
cd "$PORTAL_ROOT"
echo "start: building the web app" >&2
pnpm --filter @portal/web build >&2
echo "start: building the operators' console (served under /admin/)" >&2
pnpm --filter @portal/admin build >&2
export PORT="${PORT:-8000}"
export DATA_DIR="${DATA_DIR:-$PORTAL_ROOT/data}"
mkdir -p "$DATA_DIR"
exec node apps/server/src/main.ts

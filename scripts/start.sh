#!/usr/bin/env bash
# Installs whatever is missing, builds the web app and starts the portal (server + web on one port).
# PORT (default 8000) and DATA_DIR (default ./data) let several portals run side by side.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
ensure_deps
cd "$PORTAL_ROOT"
echo "start: building the web app" >&2
pnpm --filter @portal/web build >&2
export PORT="${PORT:-8000}"
export DATA_DIR="${DATA_DIR:-$PORTAL_ROOT/data}"
mkdir -p "$DATA_DIR"
exec node apps/server/src/main.ts

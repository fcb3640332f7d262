#!/usr/bin/env bash
# Development: the API server with --watch on port 8001 and Vite with hot reload on port 8000 (proxying to it).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
ensure_deps
cd "$PORTAL_ROOT"
export DATA_DIR="${DATA_DIR:-$PORTAL_ROOT/data}"
PORT=8001 pnpm --filter @portal/server dev &
server_pid=$!
trap 'kill $server_pid 2>/dev/null || true' EXIT
PORTAL_API="http://127.0.0.1:8001" pnpm --filter @portal/web dev

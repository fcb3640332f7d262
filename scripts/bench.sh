#!/usr/bin/env bash
# `pnpm bench`: builds the web app, then measures and prints every figure — web bundle (JS gzip of the
# first load and each chunk), Lighthouse mobile (home, square, comics, games, game detail, reader), the SDK's gzip size,
# server requests/s and p99 of the hot reads and the purchase path as ratios to a hello route on SQLite
# and PostgreSQL, the 60 s load run, and the growth table (10,000 to 1,000,000 posts) — and writes them
# to docs/benchmarks.md.
# Never fails on a figure; exits non-zero only when a step itself broke.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
ensure_deps
bash "$PORTAL_ROOT/scripts/browser-deps.sh"
cd "$PORTAL_ROOT"

export BENCH_OUT="$(mktemp -d)"
failed=()

step() {
  local name="$1" log="$2"; shift 2
  echo "::: bench: $name" >&2
  local started=$SECONDS
  if "$@" 2>&1 | tee "$BENCH_OUT/$log"; then
    echo "::: bench: $name done ($((SECONDS - started)) s)" >&2
  else
    echo "::: bench: $name FAILED ($((SECONDS - started)) s)" >&2
    failed+=("$name")
    echo "$name" >> "$BENCH_OUT/failed.txt"
  fi
}

# A package's own bench script wins; otherwise @portal/quality measures that part itself.
has_script() { node -e "process.exit(require('./$1/package.json').scripts?.['$2'] ? 0 : 1)"; }

step "web build" web-build.txt pnpm --filter @portal/web build
if has_script apps/web bench; then
  step "web bundle (web's bench script)" web-bench.txt pnpm --filter @portal/web bench
fi
step "web bundle sizes" bundle.txt node quality/bench/bundle.ts
step "lighthouse" lighthouse.txt node quality/bench/lighthouse.ts
if has_script packages/sdk size; then
  step "SDK size" sdk-size.txt pnpm --filter @portal/sdk size
fi
if has_script apps/server bench; then
  step "server square bench (server's bench script)" server-square.txt pnpm --filter @portal/server bench
fi
step "server throughput (SQLite + PostgreSQL, reads + purchase path)" server.txt node quality/bench/server.ts
step "load run" load.txt node quality/bench/load.ts
# A new chapter for 100,000 subscribers (FANOUT_SUBSCRIBERS) on both databases: rows/s, time to the last row, inbox p99.
step "notification fan-out (SQLite + PostgreSQL)" fanout.txt node quality/bench/fanout.ts
# 10,000 / 100,000 / 1,000,000 posts on both databases: about 15 minutes, so only here, never in the tests.
step "growth table (10k-1M posts, SQLite + PostgreSQL, br/gzip)" growth.txt node quality/bench/growth.ts
node quality/bench/report.ts

rm -rf "$BENCH_OUT"
if [ ${#failed[@]} -gt 0 ]; then
  echo "bench: steps that broke: ${failed[*]}" >&2
  exit 1
fi

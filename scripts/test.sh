#!/usr/bin/env bash
# Installs whatever is missing (toolchain, packages, Chromium) and runs every check and test:
# lint, type-check, architecture boundaries, contract, SDK (unit + wire + pack), server (SQLite + PostgreSQL),
# web (unit + browser), operators' console (unit + browser), CLI, the partner examples (Node script, Vue site: unit + browser against the real server).
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
ensure_deps
bash "$PORTAL_ROOT/scripts/browser-deps.sh"
cd "$PORTAL_ROOT"
# toolchain.sh turns on errexit; here every step must run and report, whatever failed before it.
set +e

log_dir="$(mktemp -d)"
failed_steps=()
passed_tests=0
failed_tests=0

step() {
  local name="$1"; shift
  echo "::: $name" >&2
  local started=$SECONDS
  if "$@" 2>&1 | tee "$log_dir/$name.log"; then
    echo "::: $name ok ($((SECONDS - started)) s)" >&2
  else
    echo "::: $name FAILED ($((SECONDS - started)) s)" >&2
    failed_steps+=("$name")
  fi
  # vitest's summary line: "      Tests  12 passed | 1 failed (13)"
  local line
  line="$(sed 's/\x1b\[[0-9;]*m//g' "$log_dir/$name.log" | grep -E '^\s*Tests\s+' | tail -1)"
  passed_tests=$((passed_tests + $(echo "$line" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' || echo 0)))
  failed_tests=$((failed_tests + $(echo "$line" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || echo 0)))
}

step lint pnpm exec biome check .
step typecheck pnpm -r --if-present typecheck
step boundaries pnpm boundaries
step contract pnpm --filter @portal/openapi test
step sdk pnpm --filter @portal/sdk test
step server pnpm --filter @portal/server test
step web-build pnpm --filter @portal/web build
step web pnpm --filter @portal/web test
step web-e2e pnpm --filter @portal/web test:e2e
step admin-build pnpm --filter @portal/admin build
step admin pnpm --filter @portal/admin test
step admin-e2e pnpm --filter @portal/admin test:e2e
step cli pnpm --filter @portal/cli test
step examples-node pnpm --filter @portal/example-node-script test
step examples-vue pnpm --filter @portal/example-vue-channel-site test
step quality pnpm --filter @portal/quality test
step journeys pnpm --filter @portal/quality test:journeys

echo
if [ ${#failed_steps[@]} -gt 0 ]; then
  echo "failed steps: ${failed_steps[*]}"
  [ "$failed_tests" -eq 0 ] && failed_tests=${#failed_steps[@]}
fi
echo "$passed_tests passed, $failed_tests failed"
[ ${#failed_steps[@]} -eq 0 ]

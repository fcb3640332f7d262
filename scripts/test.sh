#!/usr/bin/env bash
# Installs whatever is missing (toolchain, packages, Chromium) and runs every check and test:
# lint, type-check, architecture boundaries, contract, SDK (unit + wire), UI kit, server (SQLite + PostgreSQL),
# web (unit + browser), operators' console (unit + browser), CLI, and the release rehearsal (publish to a local
# registry, install on Node 20/22/24, the partner examples from copies: unit + browser against the real server).
#
# After the static checks and the web build, the steps run in three lanes at once: the web app's browser
# flows; its walks over every route, then quality and the console's browser tests; and the contract,
# SDK, server, unit tests, CLI and the release rehearsal. The journeys come last. Browser tests spend most of their
# time waiting on pages and timers, so the other lanes' CPU work fits into those waits. Each step's
# output is printed whole when it ends, under its `::: name` line. TEST_LANES=1 runs every step one
# after another instead.
set -uo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/toolchain.sh"
ensure_deps
bash "$PORTAL_ROOT/scripts/browser-deps.sh"
cd "$PORTAL_ROOT"
# toolchain.sh turns on errexit; here every step must run and report, whatever failed before it.
set +e

log_dir="$(mktemp -d)"
started_all=$SECONDS

# A step's log without its colour codes, to read vitest's lines from.
plain_log() { sed 's/\x1b\[[0-9;]*m//g' "$log_dir/$1.log"; }

# Runs one step, keeps its output in its log, then prints that log whole (one step at a time, so two
# lanes never interleave their lines) and records "<passed> <failed> <ok|FAILED>" for the summary.
step() {
  local name="$1"; shift
  local started=$SECONDS status=ok
  # `times` in the step's own shell gives the CPU its processes used: on a machine of two cores the
  # run's length follows the lanes' CPU, not their wall time.
  ( "$@"; rc=$?; times > "$log_dir/$name.cpu"; exit $rc ) > "$log_dir/$name.log" 2>&1 || status=FAILED
  local cpu
  cpu=$(tail -1 "$log_dir/$name.cpu" | awk '{ t = 0; for (i = 1; i <= 2; i++) { split($i, p, /[ms]/); t += p[1] * 60 + p[2] } printf "%.0f", t }')
  # vitest's summary line: "      Tests  12 passed | 1 failed (13)"
  local line passed failed
  line="$(plain_log "$name" | grep -E '^\s*Tests\s+' | tail -1)"
  passed=$(echo "$line" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' || echo 0)
  failed=$(echo "$line" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || echo 0)
  echo "${passed:-0} ${failed:-0} $status" > "$log_dir/$name.result"
  {
    flock 9
    echo "::: $name" >&2
    cat "$log_dir/$name.log"
    echo "::: $name $status ($((SECONDS - started)) s, cpu ${cpu:-0} s)" >&2
  } 9> "$log_dir/print.lock"
}

web_flows_lane() {
  step web-e2e pnpm --filter @portal/web test:e2e:flows
}

walks_lane() {
  step web-e2e-walks pnpm --filter @portal/web test:e2e:walks
  step quality pnpm --filter @portal/quality test
  step admin-build pnpm --filter @portal/admin build
  step admin-e2e pnpm --filter @portal/admin test:e2e
}

node_lane() {
  step contract pnpm --filter @portal/openapi test
  step sdk pnpm --filter @portal/sdk test
  step ui pnpm --filter @portal/ui test
  step server pnpm --filter @portal/server test
  step web pnpm --filter @portal/web test
  step admin pnpm --filter @portal/admin test
  step cli pnpm --filter @portal/cli test
  # The release as partners get it: versioned and published to a local registry, installed from it with
  # npm on Node 20, 22 and 24, linted (publint, arethetypeswrong); the partner examples run from copies
  # outside the repository (unit tests against @portal/sdk/testing, then the real server and Chromium).
  step release pnpm exec vitest run --dir scripts/release
}

step lint pnpm exec biome check .
# Type-checking also builds the SDK's dist the CLI's type-check and tests read, before the lanes start.
step typecheck pnpm -r --if-present typecheck
step boundaries pnpm boundaries
# The repository's own conventions: no limit written as a number in the apps (the biome plugin proven on
# planted files), no retired name of the glossary (openapi/README.md) in the source.
step conventions pnpm conventions
# The web app's build is served by its own browser tests and the console's (a player buys on it); the
# journeys' start.sh builds its own under .builds/.
step web-build pnpm --filter @portal/web build
if [ "${TEST_LANES:-3}" = 1 ]; then
  node_lane
  web_flows_lane
  walks_lane
else
  web_flows_lane &
  walks_lane &
  node_lane &
  wait
fi
# The journeys come last: the documented commands among them build apps/web/dist and apps/admin/dist in
# place as docs/deploy says, so only once no other browser test is served from those builds.
step journeys pnpm --filter @portal/quality test:journeys

failed_steps=()
passed_tests=0
failed_tests=0
for result in "$log_dir"/*.result; do
  read -r passed failed status < "$result"
  passed_tests=$((passed_tests + passed))
  failed_tests=$((failed_tests + failed))
  [ "$status" = ok ] || failed_steps+=("$(basename "$result" .result)")
done

echo
echo "all steps: $((SECONDS - started_all)) s"
if [ ${#failed_steps[@]} -gt 0 ]; then
  # Each failed step's failing tests and their first error lines again here, so the run's tail alone
  # says what failed when a long log is cut from the top.
  for name in "${failed_steps[@]}"; do
    echo
    echo "::: $name failures"
    plain_log "$name" | grep -E -A 30 '^ *(FAIL|×) ' | head -200
  done
  echo
  echo "failed steps: ${failed_steps[*]}"
  [ "$failed_tests" -eq 0 ] && failed_tests=${#failed_steps[@]}
fi
echo "$passed_tests passed, $failed_tests failed"
[ ${#failed_steps[@]} -eq 0 ]

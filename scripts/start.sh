#!/usr/bin/env bash
# Installs whatever is missing, builds the web app and the operators' console when their sources
# changed, and starts the portal (server + web + console under /admin/ on one port).
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
# A relative DATA_DIR is taken from the caller's folder, not from the checkout's root this moves to;
# the server prints the absolute one it uses.
if [ -n "${DATA_DIR:-}" ]; then DATA_DIR="$(realpath -m -- "$DATA_DIR")"; fi
cd "$PORTAL_ROOT"

# The web app and the console are built into folders of their own under .builds/, named by a hash of
# their sources, and the server is started on that folder (WEB_DIST / ADMIN_DIST, the real path). So:
# - a start whose sources did not change since a build reuses it (no build at all);
# - a build never writes where a running portal reads: it goes to a new `.partial` folder that is
#   renamed to its final name in one step when complete, and a running server keeps the folder it
#   was started on (the web build's request handler is loaded at start, and the
#   hashed assets it names must stay beside it: swapping a `dist` link under it would break that).
# apps/web/dist and apps/admin/dist stay the plain `pnpm --filter ... build` outputs, untouched here.
# START_REBUILD=1 builds even when a build of the same sources exists. WEB_DIST / ADMIN_DIST given by
# the caller are used as they are, and that app is not built.
builds="$PORTAL_ROOT/.builds"
mkdir -p "$builds"

# A hash of what a build reads: the app's folder, the SDK and the contract it bundles, the root's
# manifests, lockfile and TypeScript settings, the Node version; files as they are on disk, untracked ones included, what
# git ignores (node_modules, dist) left out. Without git: a new hash each time, so always a build.
inputs_hash() {
  if git -C "$PORTAL_ROOT" rev-parse --git-dir >/dev/null 2>&1; then
    local files
    files="$(git -C "$PORTAL_ROOT" ls-files -co --exclude-standard -- "$@" package.json pnpm-lock.yaml \
      pnpm-workspace.yaml .npmrc ':(top,glob)tsconfig*.json' | sort -u |
      while IFS= read -r f; do if [ -f "$PORTAL_ROOT/$f" ]; then printf '%s\n' "$f"; fi; done)"
    {
      node --version
      printf '%s\n' "$files"
      printf '%s\n' "$files" | git -C "$PORTAL_ROOT" hash-object --stdin-paths
    } | sha256sum | cut -c1-16
  else
    echo "nogit$(date +%s%N)"
  fi
}

# The complete builds of one app (names end <hash>-<time>-<pid>), oldest first.
builds_of() {
  ls -d "$builds/$1"-*[0-9] 2>/dev/null | awk -F- '{ print $(NF-1), $0 }' | sort | cut -d' ' -f2- || true
}

# Removes the builds of one app nobody uses: keeps the one starting now, the newest three and any a
# running process was started on (its WEB_DIST / ADMIN_DIST, read from /proc where there is one), and
# drops `.partial` folders whose builder is gone.
prune_builds() {
  local app="$1" keep="$2" dir pid
  for dir in "$builds/$app"-*.partial; do
    [ -d "$dir" ] || continue
    pid="${dir%.partial}"
    pid="${pid##*-}"
    kill -0 "$pid" 2>/dev/null || rm -rf "$dir"
  done
  builds_of "$app" | head -n -3 | while IFS= read -r dir; do
    [ "$dir" = "$keep" ] && continue
    grep -qsF "$dir" /proc/[0-9]*/environ 2>/dev/null && continue
    rm -rf "$dir"
  done
}

# Prints the folder of a build of one app from its current sources, building it when there is none.
built_app() {
  local app="$1" package="$2"
  shift 2
  local hash current partial
  hash="$(inputs_hash "$@")"
  current="$(builds_of "$app" | grep -F -- "/$app-$hash-" | tail -1 || true)"
  if [ -n "$current" ] && [ "${START_REBUILD:-0}" != 1 ]; then
    echo "start: $app: sources unchanged since $(basename "$current"), no build" >&2
  else
    partial="$builds/$app-$hash-$(date +%Y%m%d%H%M%S%N)-$$.partial"
    current="${partial%.partial}"
    echo "start: building $app into .builds/$(basename "$current")" >&2
    # Called inside $(...), where errexit does not reach: a failed build must not be renamed complete.
    if ! pnpm --filter "$package" build --outDir "$partial" --emptyOutDir >&2; then
      rm -rf "$partial"
      return 1
    fi
    mv "$partial" "$current" || return 1
  fi
  prune_builds "$app" "$current"
  echo "$current"
}

if [ -z "${WEB_DIST:-}" ]; then
  WEB_DIST="$(built_app web @portal/web apps/web packages/ui packages/sdk openapi)"
fi
if [ -z "${ADMIN_DIST:-}" ]; then
  ADMIN_DIST="$(built_app admin @portal/admin apps/admin packages/ui packages/sdk openapi)"
fi
export WEB_DIST ADMIN_DIST
export PORT="${PORT:-8000}"
export DATA_DIR="${DATA_DIR:-$PORTAL_ROOT/data}"
mkdir -p "$DATA_DIR"
exec node apps/server/src/main.ts

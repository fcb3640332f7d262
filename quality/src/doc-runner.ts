// Runs a document's shell blocks as written, in order, in one sandbox: a free port and a fresh data
// folder in the environment (PORT, DATA_DIR), the document's example paths, addresses and placeholders
// replaced by the sandbox's (`Sandbox.substitutions`), everything else untouched. A command that starts
// a server (start.sh, `@portal/server start`/`dev`, `src/main.ts`) runs in the background until its
// GET /ready answers 200, then gets SIGTERM and is waited for before the next line, as an operator
// would start it, see it up and stop it.
import { spawn } from 'node:child_process';
import { commandLines, type ShellBlock } from './doc-commands.ts';
import { repoRoot } from './paths.ts';

export interface Sandbox {
  port: number;
  env: Record<string, string>;
  /** Literal text of the documents → what it stands for here (one pass, the longest match first). */
  substitutions: [string, string][];
}

const SERVER_COMMAND = /scripts\/start\.sh|@portal\/server (start|dev)\b|src\/main\.ts/;

/** How long a documented server may take to be ready (start.sh may build the web app and the console). */
const READY_SECONDS = 240;

function quote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

const PRELUDE = `set -eo pipefail
shopt -s expand_aliases
cd ${quote(repoRoot)}
# A server runs in a process group of its own (set -m); the script takes it along when it ends or is
# ended (SIGTERM from the test run going away).
docs_server=''
trap '[ -z "$docs_server" ] || kill -KILL -- "-$docs_server" 2>/dev/null || true' EXIT
trap 'exit 143' TERM
docs_serve() {
  local i pid
  set -m
  ( eval "$1" ) &
  pid=$!
  docs_server=$pid
  set +m
  for ((i = 0; i < ${READY_SECONDS * 2}; i++)); do
    if curl -fsS -o /dev/null "http://127.0.0.1:$PORT/ready" 2>/dev/null; then
      echo "docs: ready: $(curl -fsS "http://127.0.0.1:$PORT/ready")" >&2
      kill -TERM -- "-$pid" 2>/dev/null || true
      wait "$pid" || true
      docs_server=''
      return 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
      wait "$pid" || true
      docs_server=''
      echo "docs: the server exited before it was ready: $1" >&2
      return 1
    fi
    sleep 0.5
  done
  kill -KILL -- "-$pid" 2>/dev/null || true
  echo "docs: not ready within ${READY_SECONDS} s: $1" >&2
  return 1
}
`;

/** The bash script for one block: its lines as written, servers started through docs_serve. */
export function blockScript(block: ShellBlock, sandbox: Sandbox): string {
  // One pass, longest first: a replacement is never scanned again (a sandbox path holds `/tmp/...`).
  const table = new Map(sandbox.substitutions);
  const pattern = new RegExp(
    [...table.keys()]
      .sort((a, b) => b.length - a.length)
      .map((from) => from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  const text =
    table.size > 0 ? block.text.replace(pattern, (found) => table.get(found) ?? found) : block.text;
  const out: string[] = [];
  const physical = text.split('\n');
  for (let i = 0; i < physical.length; i++) {
    let line = physical[i] as string;
    while (line.endsWith('\\') && i + 1 < physical.length) line = `${line.slice(0, -1)} ${physical[++i]}`;
    const command = commandLines(line)[0];
    out.push(command && SERVER_COMMAND.test(command) ? `docs_serve ${quote(command)}` : line);
  }
  return `${PRELUDE}\n${out.join('\n')}\n`;
}

export interface BlockRun {
  code: number | null;
  output: string;
  seconds: number;
}

/** Runs one block's script with the sandbox's environment; stdin is empty, as in a script. */
export function runBlock(block: ShellBlock, sandbox: Sandbox): Promise<BlockRun> {
  const started = Date.now();
  const env: Record<string, string> = { ...(process.env as Record<string, string>), ...sandbox.env };
  for (const name of ['DATABASE_URL', 'DATABASE_SCHEMA', 'REDIS_URL', 'WEB_DIST', 'ADMIN_DIST'])
    if (!(name in sandbox.env)) delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', blockScript(block, sandbox)], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    // A block still running when the test run ends goes with it (its trap stops its server).
    const reap = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    };
    process.once('exit', reap);
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (output.length > 400_000) output = output.slice(-200_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) => {
      reap();
      process.off('exit', reap);
      resolve({ code, output, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

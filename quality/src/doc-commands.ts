// The shell blocks (```sh / ```bash / ```shell) of the READMEs and docs/, and what can be known of their
// commands without running them: the packages and scripts they name exist, the files they run are there.
// A block marked `<!-- not-run: reason -->` on the line before it is not run (the marker needs a reason);
// every other block is run as written by journeys/docs-commands.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths.ts';

export interface ShellBlock {
  /** Relative to the repository root. */
  file: string;
  /** 1-based line of the opening fence. */
  line: number;
  text: string;
  /** The marker's reason, or null for a block that runs. */
  notRun: string | null;
}

const FENCE = /^\s*```(sh|bash|shell)\s*$/;
const MARKER = /^\s*<!--\s*not-run:(.*?)-->\s*$/;

/** The documentation whose commands an operator or a developer types. */
export function documentationFiles(): string[] {
  const patterns = [
    'README.md',
    'docs/**/*.md',
    '{apps,packages,examples}/*/README.md',
    '{examples,quality,openapi}/README.md',
  ];
  const files = new Set<string>();
  for (const pattern of patterns)
    for (const file of fs.globSync(pattern, { cwd: repoRoot })) files.add(file.split(path.sep).join('/'));
  return [...files].sort();
}

/** The shell blocks of one file, and the problems of its markers (a marker must sit right before a block). */
export function shellBlocks(file: string): { blocks: ShellBlock[]; problems: string[] } {
  const lines = fs.readFileSync(path.join(repoRoot, file), 'utf8').split('\n');
  const blocks: ShellBlock[] = [];
  const problems: string[] = [];
  let pending: { reason: string; line: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const marker = MARKER.exec(line);
    if (marker) {
      if (pending) problems.push(`${file}:${pending.line}: not-run marker before no shell block`);
      const reason = (marker[1] ?? '').trim();
      if (!reason) problems.push(`${file}:${i + 1}: not-run marker without a reason`);
      pending = { reason, line: i + 1 };
      continue;
    }
    const fence = /^\s*```/.test(line);
    if (fence && !FENCE.test(line)) {
      // Another language: skip to its closing fence (a marker cannot belong to it).
      if (pending)
        problems.push(`${file}:${pending.line}: not-run marker before a block that is not sh/bash`);
      pending = null;
      for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i] as string); i++);
      continue;
    }
    if (FENCE.test(line)) {
      const start = i;
      const body: string[] = [];
      const indent = (/^\s*/.exec(line)?.[0] ?? '').length;
      for (i++; i < lines.length && !/^\s*```\s*$/.test(lines[i] as string); i++)
        body.push((lines[i] as string).slice(indent));
      blocks.push({ file, line: start + 1, text: body.join('\n'), notRun: pending?.reason ?? null });
      pending = null;
      continue;
    }
    if (pending && line.trim() !== '') {
      problems.push(`${file}:${pending.line}: not-run marker before no shell block`);
      pending = null;
    }
  }
  if (pending) problems.push(`${file}:${pending.line}: not-run marker before no shell block`);
  return { blocks, problems };
}

/** A block's commands: continuation lines joined, comments dropped, blank lines left out. */
export function commandLines(text: string): string[] {
  return text
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((l) => l.replace(/(^|\s)#.*$/, '').trim())
    .filter(Boolean);
}

/** The simple commands of a line (split at pipes and lists), without leading variable assignments. */
function simpleCommands(line: string): string[][] {
  return line
    .split(/\s*(?:&&|\|\||[|;])\s*/)
    .map((part) => part.split(/\s+/).filter(Boolean))
    .map((words) => {
      while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0] as string)) words.shift();
      return words;
    })
    .filter((words) => words.length > 0);
}

interface WorkspacePackage {
  dir: string;
  scripts: Record<string, string>;
}

function workspacePackages(): Map<string, WorkspacePackage> {
  const found = new Map<string, WorkspacePackage>();
  const dirs = ['.', 'openapi', 'quality', ...fs.globSync('{apps,packages,examples}/*', { cwd: repoRoot })];
  for (const dir of dirs) {
    const file = path.join(repoRoot, dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      name?: string;
      scripts?: Record<string, string>;
    };
    found.set(dir === '.' ? '<root>' : (pkg.name ?? dir), { dir, scripts: pkg.scripts ?? {} });
  }
  return found;
}

/** pnpm's own commands a documented line may use in place of a script. */
const PNPM_COMMANDS = new Set(['install', 'i', 'add', 'exec', 'dlx', 'why', 'list', 'outdated']);

/**
 * What is wrong with a block's commands that shows without running them: a `pnpm --filter P S` whose
 * package or script does not exist, a root `pnpm S` that is no script, a file given to bash, source,
 * node or cd that is not there (relative to the root or to the document's folder).
 */
export function staticProblems(block: ShellBlock): string[] {
  const packages = workspacePackages();
  const problems: string[] = [];
  const where = `${block.file}:${block.line}`;
  // The folder a `cd` of the block moved to (from the root), where later relative paths start.
  let cwd = '.';
  const exists = (p: string) =>
    p.includes('$') ||
    [cwd, '.', path.dirname(block.file)].some((from) => fs.existsSync(path.join(repoRoot, from, p)));
  for (const line of commandLines(block.text)) {
    for (const words of simpleCommands(line)) {
      const [cmd, ...args] = words as [string, ...string[]];
      if (cmd === 'pnpm') {
        let pkgName = '<root>';
        const rest = [...args];
        if (rest[0] === '--filter' || rest[0] === '-F') {
          pkgName = rest[1] ?? '';
          rest.splice(0, 2);
        }
        if (rest[0] === 'run') rest.shift();
        const script = rest[0];
        const pkg = packages.get(pkgName);
        if (!pkg) problems.push(`${where}: no workspace package ${pkgName} (${line})`);
        else if (script && !PNPM_COMMANDS.has(script) && !pkg.scripts[script])
          problems.push(`${where}: ${pkgName} has no script ${script} (${line})`);
      } else if (['bash', 'source', '.', 'node', 'cd'].includes(cmd)) {
        const target = args.find((a) => !a.startsWith('-'));
        if (target && !exists(target)) problems.push(`${where}: ${target} does not exist (${line})`);
        else if (cmd === 'cd' && target && !target.includes('$')) cwd = path.join(cwd, target);
      }
    }
  }
  return problems;
}

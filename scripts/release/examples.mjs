// The examples as a partner gets them: each folder copied outside the repository (its tracked and new
// files, nothing installed), installed with plain npm on Node 20 from the local registry, then its
// type-check and its tests, those against a running server included (PORTAL_BASE_URL, and Chromium for
// the Vue site's browser test).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { NPM_CACHE_ARGS, run } from './tools.mjs';

const NPM_CLI = '/usr/lib/node_modules/npm/bin/npm-cli.js';
const EXAMPLES = {
  'node-script': [
    ['install'],
    ['typecheck', 'run', 'typecheck'],
    ['help', 'node', 'channel-report.mjs', '--help'],
    ['test', 'test'],
  ],
  'vue-channel-site': [['install'], ['typecheck', 'run', 'typecheck'], ['test', 'test']],
};

function copyOut(repo, name, into) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '-co', '--exclude-standard', '--', `examples/${name}`],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  );
  for (const file of files.split('\0').filter(Boolean)) {
    if (!existsSync(join(repo, file))) continue;
    const to = join(into, file.slice(`examples/${name}/`.length));
    mkdirSync(dirname(to), { recursive: true });
    cpSync(join(repo, file), to);
  }
}

export async function runExamples({ repo, work, registry, server, node }) {
  const env = {
    ...process.env,
    PATH: `${dirname(node)}:${process.env.PATH}`,
    PORTAL_BASE_URL: server.baseUrl,
    CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // vitest's own colours would only garble the report.
    NO_COLOR: '1',
  };
  return Promise.all(
    Object.entries(EXAMPLES).map(async ([name, steps]) => {
      const dir = join(work, `example-${name}`);
      copyOut(repo, name, dir);
      writeFileSync(join(dir, '.npmrc'), registry.scopeNpmrc);
      const results = [];
      for (const [step, ...args] of steps) {
        const [cmd, cmdArgs] =
          step === 'install'
            ? [
                node,
                [
                  NPM_CLI,
                  'install',
                  '--engine-strict',
                  ...NPM_CACHE_ARGS,
                  '--no-audit',
                  '--no-fund',
                  '--loglevel=error',
                ],
              ]
            : args[0] === 'node'
              ? [node, args.slice(1)]
              : [node, [NPM_CLI, ...args]];
        const started = Date.now();
        const outcome = await run(cmd, cmdArgs, dir, env)
          .then((out) => ({ ok: true, out }))
          .catch((e) => ({ ok: false, out: e.message }));
        const ms = Date.now() - started;
        process.stderr.write(
          `release: example ${name} ${step} ${outcome.ok ? 'ok' : 'FAILED'} in ${ms} ms\n`,
        );
        results.push({ name: step, ms, ...outcome, out: outcome.out.slice(-4000) });
        if (!outcome.ok) break;
      }
      const installed = join(dir, 'node_modules/@portal/sdk/package.json');
      return {
        name,
        node: execFileSync(node, ['--version'], { encoding: 'utf8' }).trim(),
        sdkVersion: existsSync(installed) ? JSON.parse(readFileSync(installed, 'utf8')).version : null,
        steps: results,
      };
    }),
  );
}

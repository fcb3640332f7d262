import { adminCreate, type SecretInput } from './admin-create.js';
import {
  checkOptions,
  type GlobalOptions,
  globalOptions,
  type ParsedArgs,
  parseCommandLine,
} from './args.js';
import type { Command } from './command.js';
import { findCommand } from './commands/index.js';
import { createContext } from './context.js';
import {
  type CliFailure,
  causeChain,
  EXIT_USAGE,
  toFailure,
  usageError,
  withConnectionCause,
} from './failure.js';
import { commandHelp, mainHelp } from './help.js';
import { runSmoke } from './smoke.js';
import { VERSIONS } from './version.js';

export interface Io extends SecretInput {
  out(text: string): void;
  err(text: string): void;
  env: NodeJS.ProcessEnv;
  /** Asks a yes/no question on the terminal; absent when nobody can answer (no TTY, piped input). */
  ask?: (question: string) => Promise<boolean>;
}

const failureJson = (f: CliFailure, verbose: boolean) => ({
  ok: false,
  error: {
    code: f.code,
    kind: f.kind,
    message: f.message,
    ...(verbose ? { cause: causeChain(f) } : {}),
  },
});

/** With --verbose, the reason under a failure (e.g. ECONNREFUSED under the SDK's network error). */
function printCauses(failure: CliFailure, verbose: boolean, io: Io): void {
  if (!verbose) return;
  for (const line of causeChain(failure)) io.err(`  原因：${line}`);
}

async function smoke(options: GlobalOptions, io: Io): Promise<number> {
  const report = await runSmoke(options, (line) => {
    if (!options.json) io.out(line);
  });
  const { failure, ...rest } = report;
  if (options.json) io.out(JSON.stringify(rest, null, 2));
  if (!failure) {
    if (!options.json)
      io.out(`smoke 通过：${report.steps.length} 步，共 ${report.totalMs} ms（${report.baseUrl}）`);
    return 0;
  }
  const step = report.steps.at(-1);
  io.err(`smoke 失败：第 ${report.steps.length} 步「${step?.label ?? ''}」：${failure.message}`);
  printCauses(failure, options.verbose, io);
  return failure.exitCode;
}

async function single(command: Command, args: ParsedArgs, options: GlobalOptions, io: Io): Promise<number> {
  const ctx = { ...createContext(options), ask: io.ask };
  await ctx.portal.session.init();
  const outcome = await command.run(ctx, args);
  if (options.json) {
    io.out(JSON.stringify({ ok: true, data: outcome.data }, null, 2));
  } else {
    for (const line of outcome.lines) io.out(line);
    for (const notice of ctx.notices) io.out(notice.message);
  }
  return 0;
}

/** Runs one command line and answers its exit code; all output goes through `io`. */
export async function run(argv: readonly string[], io: Io): Promise<number> {
  let json = argv.includes('--json');
  const verbose = argv.includes('--verbose');
  let baseUrl: string | undefined;
  try {
    const args = parseCommandLine(argv);
    if (args.values.version === true && args.command === undefined) {
      const versions = { cli: VERSIONS.cli, sdk: VERSIONS.sdk, node: process.version };
      io.out(json ? JSON.stringify(versions, null, 2) : VERSIONS.cli);
      return 0;
    }
    const options = globalOptions(args, io.env);
    json = options.json;
    baseUrl = options.baseUrl;
    const help = args.values.help === true;
    if (args.command === undefined || args.command === 'help') {
      io.out(mainHelp());
      return args.command === 'help' || help ? 0 : EXIT_USAGE;
    }
    if (args.command === 'smoke') {
      if (help) {
        io.out(commandHelp('smoke'));
        return 0;
      }
      checkOptions(args, []);
      if (args.positionals.length > 0) throw usageError('参数错误：smoke 不接受位置参数');
      return await smoke(options, io);
    }
    if (args.command === 'admin') {
      if (help || args.positionals[0] !== 'create') {
        io.out(commandHelp('admin'));
        return help ? 0 : EXIT_USAGE;
      }
      const op = await adminCreate({ ...args, positionals: args.positionals.slice(1) }, io);
      io.out(
        json
          ? JSON.stringify({ ok: true, data: op }, null, 2)
          : `已创建运营账号 ${op.name}（${op.role}），id ${op.id}`,
      );
      return 0;
    }
    const command = findCommand(args.command);
    if (!command) throw usageError(`未知命令：${args.command}`);
    if (help) {
      io.out(commandHelp(command));
      return 0;
    }
    return await single(command, args, options, io);
  } catch (error) {
    const failure = withConnectionCause(toFailure(error), baseUrl);
    if (json) io.out(JSON.stringify(failureJson(failure, verbose), null, 2));
    io.err(`错误：${failure.message}`);
    printCauses(failure, verbose, io);
    if (failure.exitCode === EXIT_USAGE) io.err('运行 portal --help 查看用法');
    return failure.exitCode;
  }
}

import { homedir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { usageError } from './failure.js';

/** Every option any command takes; each command says which of them it accepts. */
const OPTIONS = {
  'base-url': { type: 'string' },
  'state-dir': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  verbose: { type: 'boolean' },
  version: { type: 'boolean' },
  yes: { type: 'boolean', short: 'y' },
  name: { type: 'string' },
  password: { type: 'string' },
  platform: { type: 'string' },
  page: { type: 'string' },
  size: { type: 'string' },
  sort: { type: 'string' },
  tag: { type: 'string' },
  type: { type: 'string' },
  keyword: { type: 'string' },
  content: { type: 'string' },
  reply: { type: 'string' },
  role: { type: 'string' },
  'server-dir': { type: 'string' },
} as const;

export type OptionName = keyof typeof OPTIONS;
export const GLOBAL_OPTIONS: readonly OptionName[] = [
  'base-url',
  'state-dir',
  'json',
  'help',
  'verbose',
  'version',
];

export interface ParsedArgs {
  command: string | undefined;
  positionals: string[];
  values: Partial<Record<OptionName, string | boolean>>;
}

export interface GlobalOptions {
  baseUrl: string;
  stateDir: string;
  json: boolean;
  verbose: boolean;
}

/** Default server: the portal's dev port. */
export const DEFAULT_BASE_URL = 'http://127.0.0.1:8000';

export function parseCommandLine(argv: readonly string[]): ParsedArgs {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      options: OPTIONS,
      allowPositionals: true,
      strict: true,
    });
    const [command, ...rest] = positionals;
    return { command, positionals: rest, values };
  } catch (error) {
    throw usageError(`参数错误：${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Rejects options the command does not take, so a typo never silently does something else. */
export function checkOptions(args: ParsedArgs, allowed: readonly OptionName[]): void {
  for (const key of Object.keys(args.values) as OptionName[]) {
    if (!GLOBAL_OPTIONS.includes(key) && !allowed.includes(key)) {
      throw usageError(`参数错误：${args.command} 不支持 --${key}`);
    }
  }
}

export function normalizeBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw usageError(`参数错误：--base-url 不是有效地址：${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw usageError(`参数错误：--base-url 只支持 http 或 https：${raw}`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function globalOptions(args: ParsedArgs, env: NodeJS.ProcessEnv): GlobalOptions {
  const str = (key: OptionName) => {
    const value = args.values[key];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    baseUrl: normalizeBaseUrl(str('base-url') ?? env.PORTAL_BASE_URL ?? DEFAULT_BASE_URL),
    stateDir: str('state-dir') ?? env.PORTAL_STATE_DIR ?? join(homedir(), '.portal-cli'),
    json: args.values.json === true,
    verbose: args.values.verbose === true,
  };
}

export function stringOption(args: ParsedArgs, key: OptionName): string | undefined {
  const value = args.values[key];
  return typeof value === 'string' ? value : undefined;
}

/** A positive integer option or positional; anything else is a usage error naming it. */
export function positiveInt(raw: string | undefined, label: string): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw usageError(`参数错误：${label} 必须是正整数：${raw}`);
  return Number(raw);
}

export function requiredPositional(args: ParsedArgs, index: number, label: string): string {
  const value = args.positionals[index];
  if (value === undefined) throw usageError(`参数错误：缺少 ${label}`);
  return value;
}

/** `--platform android|ios` → platformType 1|2; Android by default. */
export function platformType(args: ParsedArgs): 1 | 2 {
  const raw = stringOption(args, 'platform') ?? 'android';
  if (raw === 'android') return 1;
  if (raw === 'ios') return 2;
  throw usageError(`参数错误：--platform 只能是 android 或 ios：${raw}`);
}

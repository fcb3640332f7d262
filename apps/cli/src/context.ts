import { join } from 'node:path';
import { createPortal, type Logger, type Notice, type Portal, silentLogger } from '@portal/sdk';
import { fileStorage, nodePlatform } from '@portal/sdk/node';
import type { GlobalOptions } from './args.js';

export interface CliContext {
  portal: Portal;
  baseUrl: string;
  /** The session file (SDK file storage): device id, account and token for this server. */
  stateFile: string;
  /** Toasts the SDK raised ('欢迎回来:{name}'), shown after the command's own lines. */
  notices: Notice[];
  /** What the SDK "only logged" as errors, to explain a bare 'SDK初始化失败'. */
  errors: string[];
  /** A yes/no question to the user; absent when nobody can answer (no terminal). */
  ask?: (question: string) => Promise<boolean>;
}

/** One session file per server, so switching `--base-url` never sends one server's token to another. */
export function stateFileFor(stateDir: string, baseUrl: string, suffix = ''): string {
  const slug = baseUrl.replace(/^https?:\/\//, '').replace(/[^A-Za-z0-9.-]+/g, '_');
  return join(stateDir, `${slug}${suffix}.json`);
}

const stderrLogger: Logger = {
  info: (m, ...d) => console.error(`[portal] ${m}`, ...d),
  warn: (m, ...d) => console.error(`[portal] ${m}`, ...d),
  error: (m, ...d) => console.error(`[portal] ${m}`, ...d),
};

function recordingLogger(inner: Logger, errors: string[]): Logger {
  return {
    info: inner.info,
    warn: inner.warn,
    error(message, ...details) {
      errors.push(details.filter((d) => typeof d === 'string' && d).join(' ') || message);
      inner.error(message, ...details);
    },
  };
}

export function createContext(options: GlobalOptions, stateFile?: string): CliContext {
  // The file holds a session token: the SDK's file storage writes it 0600 and makes the folders it
  // needs 0700, leaving the mode of a folder that was there already (a home or a shared CI cache).
  const file = stateFile ?? stateFileFor(options.stateDir, options.baseUrl);
  const notices: Notice[] = [];
  const errors: string[] = [];
  const portal = createPortal({
    baseUrl: options.baseUrl,
    storage: fileStorage(file),
    platform: nodePlatform({ userAgent: `portal-cli node/${process.versions.node}` }),
    // What the SDK "only logs" goes to stderr with --verbose, so stdout stays clean for --json.
    logger: recordingLogger(options.verbose ? stderrLogger : silentLogger, errors),
    onNotify: (notice) => notices.push(notice),
  });
  return { portal, baseUrl: options.baseUrl, stateFile: file, notices, errors };
}

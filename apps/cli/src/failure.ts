import { isPortalError, type PortalError, type Result } from '@portal/sdk';

/** Exit codes: 1 a step or call failed, 2 the command line itself is wrong. */
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** A failure the CLI reports to the user (Chinese message) and turns into a non-zero exit. */
export class CliFailure extends Error {
  override name = 'CliFailure';
  readonly code: number;
  readonly kind: string;
  readonly exitCode: number;

  constructor(
    message: string,
    opts: { code?: number; kind?: string; exitCode?: number; cause?: unknown } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = opts.code ?? -1;
    this.kind = opts.kind ?? 'cli';
    this.exitCode = opts.exitCode ?? EXIT_FAILED;
  }
}

export const usageError = (message: string) =>
  new CliFailure(message, { kind: 'usage', exitCode: EXIT_USAGE });

/** The SDK's Chinese message: the server's own words when it sent some (a 400 names the field it refused). */
export function describePortalError(error: PortalError): string {
  return error.message;
}

export function toFailure(error: unknown): CliFailure {
  if (error instanceof CliFailure) return error;
  if (isPortalError(error)) {
    return new CliFailure(describePortalError(error), { code: error.code, kind: error.kind, cause: error });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new CliFailure(`未知错误：${message}`, { kind: 'unknown' });
}

/** The system's code of a connection failure (ECONNREFUSED, ENOTFOUND...) under an error, if any. */
function systemCode(error: unknown, depth = 8): string | undefined {
  let current: unknown = error;
  for (let i = 0; i < depth && current instanceof Error; i++) {
    const code = (current as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && /^E[A-Z_]+$/.test(code)) return code;
    if (current instanceof AggregateError) {
      for (const inner of current.errors) {
        const found = systemCode(inner, depth - i - 1);
        if (found) return found;
      }
    }
    current = current.cause;
  }
  return undefined;
}

function reachedNoServer(error: unknown, depth = 8): boolean {
  let current: unknown = error;
  for (let i = 0; i < depth && current instanceof Error; i++) {
    if (isPortalError(current) && current.kind === 'network') return true;
    current = current.cause;
  }
  return false;
}

/**
 * A failure to reach the server, with the address tried and the system's reason, without --verbose:
 * 'SDK初始化失败（网络连接失败）：无法连接 http://127.0.0.1:8000（ECONNREFUSED）'.
 */
export function withConnectionCause(failure: CliFailure, baseUrl: string | undefined): CliFailure {
  if (!baseUrl || !reachedNoServer(failure)) return failure;
  const code = systemCode(failure);
  return new CliFailure(`${failure.message}：无法连接 ${baseUrl}${code ? `（${code}）` : ''}`, {
    code: failure.code,
    kind: failure.kind,
    exitCode: failure.exitCode,
    cause: failure.cause,
  });
}

/** The data of an SDK result, or the failure that stops the command. */
export function unwrap<T>(result: Result<T>): T {
  if (result.error) throw toFailure(result.error);
  return result.data;
}

/**
 * What lies under a failure, outermost first ("TypeError: fetch failed", then "Error: connect
 * ECONNREFUSED ..."): a network error's own message is a generic Chinese text, the reason is below it.
 */
export function causeChain(error: unknown, depth = 6): string[] {
  const lines: string[] = [];
  let previous = error instanceof Error ? error.message : String(error);
  let current: unknown = error instanceof Error ? error.cause : undefined;
  while (current !== undefined && current !== null && lines.length < depth) {
    if (!(current instanceof Error)) {
      lines.push(String(current));
      break;
    }
    const code = (current as NodeJS.ErrnoException).code;
    // Node reports a refused dual-stack connect as an AggregateError with an empty message.
    if (current instanceof AggregateError && !current.message) {
      lines.push(
        ...current.errors.map((e: unknown) => (e instanceof Error ? `${e.name}: ${e.message}` : String(e))),
      );
      break;
    }
    // The PortalError a CliFailure wraps repeats the message already shown.
    if (current.message !== previous) {
      const suffix = code && !current.message.includes(code) ? ` (${code})` : '';
      lines.push(`${current.name}: ${current.message}${suffix}`);
    }
    previous = current.message;
    current = current.cause;
  }
  return lines;
}

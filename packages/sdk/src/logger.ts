/**
 * Where the SDK writes what it only logs. `info` and `warn` are answers the caller already received as
 * values (a refused call, a failed device init); `error` is a failure of the host's own code (a throwing
 * callback, a storage that cannot write).
 */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

const prefixed =
  (write: (...args: unknown[]) => void) =>
  (message: string, ...details: unknown[]) =>
    write(`[portal] ${message}`, ...details);

export const consoleLogger: Logger = {
  info: prefixed(console.info),
  warn: prefixed(console.warn),
  error: prefixed(console.error),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/**
 * The default: only errors of the host's own code reach the console. Every answer a call returns is
 * already in its `{ data, error }`, so a script that handled it prints nothing; `logger: consoleLogger`
 * writes them too.
 */
export const quietLogger: Logger = { info() {}, warn() {}, error: prefixed(console.error) };

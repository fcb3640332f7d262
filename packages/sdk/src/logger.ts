/** Where the SDK writes what SPEC.md says is "only logged". Defaults to the console. */
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

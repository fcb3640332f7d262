/** Where the SDK writes what SPEC.md says is "only logged". Defaults to the console. */
export interface Logger {
  info(message: string, ...details: unknown[]): void;
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export const consoleLogger: Logger = {
  info: (m, ...d) => console.info(`[portal] ${m}`, ...d),
  warn: (m, ...d) => console.warn(`[portal] ${m}`, ...d),
  error: (m, ...d) => console.error(`[portal] ${m}`, ...d),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

// Written by tsup's `define` from the package.json files at build time; the bin reads no file at run time.
declare const __CLI_VERSION__: string | undefined;
declare const __SDK_VERSION__: string | undefined;

/** This CLI's version and the version of the SDK bundled into it. */
export const VERSIONS = {
  cli: typeof __CLI_VERSION__ === 'string' ? __CLI_VERSION__ : '0.0.0-dev',
  sdk: typeof __SDK_VERSION__ === 'string' ? __SDK_VERSION__ : '0.0.0-dev',
} as const;

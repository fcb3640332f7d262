import { fileURLToPath } from 'node:url';
import { entrySpecifiers } from '../../packages/sdk/entry-sources.ts';

const sdkRoot = new URL('../../packages/sdk/', import.meta.url);

/**
 * `@portal/sdk` and every entry its package.json exports (the SDK's entry-sources.ts), consumed from
 * source so the web app needs no SDK build step.
 */
export const sdkAlias: Record<string, string> = Object.fromEntries(
  Object.entries(entrySpecifiers()).map(([specifier, file]) => [
    specifier,
    fileURLToPath(new URL(file, sdkRoot)),
  ]),
);

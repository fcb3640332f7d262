import { fileURLToPath } from 'node:url';

/** The SDK's entries a page may import besides the main one and its helpers, one folder each. */
const areaEntries = ['comics', 'rewards', 'account-security', 'moderation', 'search'];

const sdkSource = (file: string) => fileURLToPath(new URL(`../../packages/sdk/src/${file}`, import.meta.url));

/**
 * `@portal/sdk` and its entries, consumed from source so the web app needs no SDK build step. The
 * subpaths come first: an alias also matches what starts with its key and a slash.
 */
export const sdkAlias: Record<string, string> = {
  '@portal/sdk/helpers': sdkSource('helpers.ts'),
  ...Object.fromEntries(areaEntries.map((entry) => [`@portal/sdk/${entry}`, sdkSource(`${entry}/index.ts`)])),
  '@portal/sdk': sdkSource('index.ts'),
};

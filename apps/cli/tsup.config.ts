import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { entrySpecifiers } from '../../packages/sdk/entry-sources.js';

const versionOf = (file: string): string =>
  (JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { version: string }).version;

export default defineConfig({
  entry: { portal: 'src/portal.ts' },
  format: ['esm'],
  platform: 'node',
  // The published bin promises Node >= 20 (package.json engines).
  target: 'node20',
  clean: true,
  dts: false,
  // One self-contained file: the SDK and its dependencies are bundled, so the package has no runtime
  // dependency at all, `npx portal` resolves nothing, and a rebuild of packages/sdk/dist (tsup cleans
  // it) cannot break a CLI that is already built.
  noExternal: [/.*/],
  // The SDK from its sources, not its dist: a release packs the SDK (whose build cleans dist) and the
  // CLI at the same time, and the CLI's build never waits on or reads that build.
  esbuildOptions(options) {
    options.alias = Object.fromEntries(
      Object.entries(entrySpecifiers()).map(([specifier, file]) => [
        specifier,
        fileURLToPath(new URL(`../../packages/sdk/${file}`, import.meta.url)),
      ]),
    );
  },
  define: {
    __CLI_VERSION__: JSON.stringify(versionOf('./package.json')),
    __SDK_VERSION__: JSON.stringify(versionOf('../../packages/sdk/package.json')),
  },
  banner: { js: '#!/usr/bin/env node' },
});

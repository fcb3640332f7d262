import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

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
  define: {
    __CLI_VERSION__: JSON.stringify(versionOf('./package.json')),
    __SDK_VERSION__: JSON.stringify(versionOf('../../packages/sdk/package.json')),
  },
  banner: { js: '#!/usr/bin/env node' },
});

import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { portal: 'src/portal.ts' },
  format: ['esm'],
  platform: 'node',
  // The published bin promises Node >= 22 (package.json engines).
  target: 'node22',
  clean: true,
  dts: false,
  // One self-contained file: `npx portal` starts without resolving the SDK's dependency tree, and a
  // rebuild of packages/sdk/dist (tsup cleans it) cannot break a CLI that is already built.
  noExternal: [/.*/],
  banner: { js: '#!/usr/bin/env node' },
});

import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', node: 'src/node.ts', helpers: 'src/helpers.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  // Shared code lands in chunks, so `@portal/sdk/helpers` never drags in the transport.
  splitting: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['node:fs', 'node:fs/promises', 'node:path'],
});

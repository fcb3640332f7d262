import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    node: 'src/node.ts',
    helpers: 'src/helpers.ts',
    // msw handlers for partners' tests; msw and openapi-msw are optional peers, so never bundled.
    testing: 'src/testing/index.ts',
    // Own entries give each helper its own chunk, so importing the phone check never loads dayjs.
    'helpers/phone': 'src/helpers/phone.ts',
    'helpers/time-label': 'src/helpers/time-label.ts',
    'helpers/calendar-day': 'src/helpers/calendar-day.ts',
  },
  // ESM for `import`, CommonJS for `require` (package.json "exports"); .d.ts and .d.cts beside them.
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  // Shared code lands in chunks, so `@portal/sdk/helpers` never drags in the transport, and the
  // CommonJS entries share one copy of the error classes (instanceof holds across entries).
  splitting: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
  // Keep 'node:' specifiers: they say plainly that the node entry is Node-only.
  removeNodeProtocol: false,
  external: [/^node:/],
  // nanoid is bundled (a devDependency): its current major wants Node >= 22 and ships ESM only, so as a
  // dependency it would break `npm i --engine-strict` on Node 20 and `require` before Node 20.19.
  noExternal: ['nanoid'],
  esbuildOptions(options) {
    // Keep the Chinese copy as UTF-8 rather than \u escapes: readable in dist and half the bytes.
    options.charset = 'utf8';
    // nanoid's browser build: Web Crypto only (global on Node >= 20 too), no node:crypto in the main entry.
    options.conditions = ['browser', 'import', 'default'];
  },
});

import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    node: 'src/node.ts',
    helpers: 'src/helpers.ts',
    // Own entries give each helper its own chunk, so importing the phone check never loads dayjs.
    'helpers/phone': 'src/helpers/phone.ts',
    'helpers/time-label': 'src/helpers/time-label.ts',
    'helpers/calendar-day': 'src/helpers/calendar-day.ts',
  },
  format: ['esm'],
  dts: true,
  clean: true,
  // Shared code lands in chunks, so `@portal/sdk/helpers` never drags in the transport.
  splitting: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
  // Keep 'node:' specifiers: they say plainly that the node entry is Node-only.
  removeNodeProtocol: false,
  external: [/^node:/],
  // Keep the Chinese copy as UTF-8 rather than \u escapes: readable in dist and half the bytes.
  esbuildOptions(options) {
    options.charset = 'utf8';
  },
});

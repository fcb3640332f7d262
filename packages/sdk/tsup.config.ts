import { defineConfig } from 'tsup';
import { entrySources } from './entry-sources';

export default defineConfig({
  entry: {
    // What package.json exports: the portal, the Node adapters, the helpers, the screens' entries, the
    // operators' console client and the msw handlers for partners' tests (msw and openapi-msw are
    // optional peers, so never bundled).
    ...entrySources(),
    // Own entries give each helper its own chunk, so importing the phone check never loads dayjs.
    'helpers/phone': 'src/helpers/phone.ts',
    'helpers/time-label': 'src/helpers/time-label.ts',
    'helpers/calendar-day': 'src/helpers/calendar-day.ts',
  },
  // ESM for `import`, CommonJS for `require` (package.json "exports"), with .d.ts and .d.cts.
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
  // nanoid ships ESM only: `require` of it works only from Node 20.19 on, so the CommonJS build
  // carries its own copy (the plugin below keeps the ESM build importing the dependency).
  noExternal: ['nanoid'],
  esbuildPlugins: [
    {
      name: 'nanoid-external-in-esm',
      setup(build) {
        // The CommonJS build with splitting runs esbuild as ESM too; its output extension tells it apart.
        if (build.initialOptions.outExtension?.['.js'] === '.cjs') return;
        build.onResolve({ filter: /^nanoid$/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
  esbuildOptions(options, { format }) {
    // Keep the Chinese copy as UTF-8 rather than \u escapes: readable in dist and half the bytes.
    options.charset = 'utf8';
    // The copy of nanoid in the CommonJS build is its browser variant: Web Crypto only (global on
    // Node >= 20), so no node:crypto reaches the main entry.
    if (format === 'cjs') options.conditions = ['browser', 'require', 'default'];
  },
});

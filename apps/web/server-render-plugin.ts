import path from 'node:path';
import react from '@vitejs/plugin-react';
import { type Alias, build, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Modules with a server twin: DOMPurify needs a browser's DOM (without one it returns its input
 * untouched), so the server's render sanitizes with lib/safe-html.server.ts instead.
 */
const serverOnly: Alias[] = [
  { find: /^(.*\/lib\/safe-html)$/, replacement: '$1.server.ts' },
  { find: /^(.*\/lib\/rendered-announcement)$/, replacement: '$1.server.ts' },
];

/**
 * Builds `entry` for Node into `<outDir>/server/server-render.js` once the browser build is written, so
 * one `vite build` makes both and a copied dist carries its renderer. Everything is bundled (no bare
 * imports): the server loads it from wherever the dist is, with no node_modules beside it.
 */
export function serverRender(
  entry: string,
  alias: Record<string, string>,
  assetsInlineLimit: (file: string) => boolean | undefined,
): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'portal-server-render',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        plugins: [react()],
        // The browser build's React (production, unless built in development mode), whatever NODE_ENV
        // the server runs with.
        define: {
          'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development'),
        },
        resolve: {
          alias: [
            ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
            ...serverOnly,
          ],
        },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: entry,
          outDir: path.join(config.build.outDir, 'server'),
          emptyOutDir: true,
          target: 'node24',
          minify: false,
          // Asset addresses (the logo, icons) are the browser build's; nothing is written twice.
          ssrEmitAssets: false,
          // The same rule as the browser build's, so inlined pictures stay inlined and files stay files.
          assetsInlineLimit,
          rolldownOptions: { output: { entryFileNames: 'server-render.js', codeSplitting: false } },
        },
      });
    },
  };
}

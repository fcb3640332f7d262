import { readFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { outputChunks, staticClosure } from './chunk-graph.ts';
import type { FirstScreen } from './first-screens.ts';

/** Where the server rendering's request handler is written, inside the build's output. */
export const SERVER_RENDERING_FILE = 'server/handle-request.js';

const CLIENT_BUILD = 'virtual:client-build';

/**
 * The server rendering: once the browser build is written, builds `entry` (its request handler) for
 * Node with Vite's SSR build into `<outDir>/server/handle-request.js`, so one `vite build` makes both
 * and a copied build carries its handler. What the handler needs of the browser build (its index.html,
 * each declared page's chunks, the announcement popup's) is a module of that build
 * (`virtual:client-build`), not a file the server reads. Everything is bundled (no bare imports): the
 * server loads it from wherever the build is, with no node_modules beside it.
 */
export function serverRendering(options: {
  entry: string;
  screens: FirstScreen[];
  /** The announcement popup's module, which any first screen may open with. */
  announcementPopupModule: string;
  /** The app module the entry starts (index.html preloads it already). */
  appModule: string;
  alias: Record<string, string>;
  assetsInlineLimit: (file: string) => boolean | undefined;
}): Plugin {
  let config: ResolvedConfig;
  let screenChunks: Record<string, string[]> = {};
  let announcementPopupChunks: string[] = [];
  return {
    name: 'portal-server-rendering',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      const chunks = outputChunks(bundle);
      // What index.html loads already: the entry, the app it starts, and everything they import.
      const inEntry = new Set(
        chunks
          .filter((c) => c.isEntry || c.facadeModuleId?.endsWith(options.appModule))
          .flatMap((c) => staticClosure(chunks, c.fileName)),
      );
      /** A module's chunk and every chunk it statically imports that index.html does not load already. */
      const chunksOf = (module: string): string[] => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!chunk) this.error(`first-screens.ts: no chunk for ${module}`);
        return staticClosure(chunks, chunk.fileName, inEntry).map((file) => `/${file}`);
      };
      screenChunks = Object.fromEntries(options.screens.map((s) => [s.path, chunksOf(s.module)]));
      announcementPopupChunks = chunksOf(options.announcementPopupModule);
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const documentHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      // The document puts a rendered screen in #root, the body's last element (src/server-rendering/document.ts).
      if (
        !/<div id="root">[\s\S]*<\/div>\s*<\/body>/.test(documentHtml) ||
        documentHtml.split('<div id="root">').length !== 2
      )
        throw new Error('index.html must end its body with <div id="root">…</div>');
      const clientBuild = `export const documentHtml = ${JSON.stringify(documentHtml)};
export const screenChunks = ${JSON.stringify(screenChunks)};
export const announcementPopupChunks = ${JSON.stringify(announcementPopupChunks)};`;
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        plugins: [
          react(),
          {
            name: 'portal-client-build',
            resolveId: (id) => (id === CLIENT_BUILD ? `\0${CLIENT_BUILD}` : undefined),
            load: (id) => (id === `\0${CLIENT_BUILD}` ? clientBuild : undefined),
          },
        ],
        // The browser build's React (production, unless built in development mode), whatever NODE_ENV
        // the server runs with.
        define: {
          'process.env.NODE_ENV': JSON.stringify(config.isProduction ? 'production' : 'development'),
        },
        resolve: { alias: options.alias },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: options.entry,
          outDir: path.join(outDir, path.dirname(SERVER_RENDERING_FILE)),
          emptyOutDir: true,
          target: 'node24',
          minify: false,
          // Asset addresses (the logo, icons) are the browser build's; nothing is written twice.
          ssrEmitAssets: false,
          // The same rule as the browser build's, so inlined pictures stay inlined and files stay files.
          assetsInlineLimit: options.assetsInlineLimit,
          rolldownOptions: {
            output: { entryFileNames: path.basename(SERVER_RENDERING_FILE), codeSplitting: false },
          },
        },
      });
    },
  };
}

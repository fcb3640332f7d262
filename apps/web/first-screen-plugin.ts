import type { Plugin } from 'vite';
import { outputChunks, staticClosure } from './chunk-graph.ts';
import type { FirstScreen } from './first-screens.ts';
import { FIRST_SCREEN_MARKUP } from './src/lib/first-screen-markup.ts';

/** File name, in the build output, of the first-screen manifest the server reads (apps/server http/first-screen.ts). */
export const FIRST_SCREEN_MANIFEST = 'first-screen.json';

/**
 * Writes first-screen.json: the names the page's HTML and the server agree on (src/lib/first-screen-markup.ts),
 * per declared page the page chunk and every chunk it statically imports (for <link rel="modulepreload">
 * with the HTML, so it is fetched alongside the entry instead of after the entry has run) and where its
 * largest picture is, and the announcement popup's chunks (preloaded with a page rendered with it).
 */
export function firstScreenManifest(
  screens: FirstScreen[],
  /** The announcement popup's module. */
  announcementPopupModule: string,
  /** The app module the entry starts (preloaded by index.html itself). */
  appModule?: string,
): Plugin {
  return {
    name: 'portal-first-screen',
    apply: 'build',
    transformIndexHtml(html) {
      const { shellStart, shellEnd, prerenderedAttr } = FIRST_SCREEN_MARKUP;
      for (const mark of [shellStart, shellEnd, `${prerenderedAttr}="shell"`]) {
        if (!html.includes(mark)) throw new Error(`index.html lacks ${mark}, which the server looks for`);
      }
      return html;
    },
    generateBundle(_options, bundle) {
      const chunks = outputChunks(bundle);
      // What index.html loads already: the entry, the app it starts, and everything they import.
      const inEntry = new Set(
        chunks
          .filter((c) => c.isEntry || (appModule && c.facadeModuleId?.endsWith(appModule)))
          .flatMap((c) => staticClosure(chunks, c.fileName)),
      );
      /** A module's chunk and every chunk it statically imports that index.html does not load already. */
      const chunksOf = (module: string): string[] => {
        const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
        if (!chunk) this.error(`first-screens.ts: no chunk for ${module}`);
        return staticClosure(chunks, chunk.fileName, inEntry).map((file) => `/${file}`);
      };
      const routes = screens.map((screen) => ({
        path: screen.path,
        preload: chunksOf(screen.module),
        ...(screen.lcpImage ? { lcpImage: screen.lcpImage } : {}),
      }));
      const announcementPopup = chunksOf(announcementPopupModule);
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_MANIFEST,
        source: `${JSON.stringify({ markup: FIRST_SCREEN_MARKUP, routes, announcementPopup }, null, 2)}\n`,
      });
    },
  };
}

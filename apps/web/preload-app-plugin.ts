import type { Plugin } from 'vite';
import { outputChunks, staticClosure } from './chunk-graph.ts';

/**
 * Adds <link rel="modulepreload"> to index.html for the app's entry chunk (which src/boot.ts starts
 * after the first paint, from the link marked data-app) and every chunk it statically imports, so they are
 * fetched alongside the entry instead of after it has run (at low priority: see below). The chunks named
 * in `stages` are marked `data-stage="<n>"`: boot evaluates them one per task, in that order, first.
 */
export function preloadAppEntry(moduleSuffix: string, stages: readonly string[] = []): Plugin {
  return {
    name: 'portal-preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = outputChunks(bundle);
        const target = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
        if (!target) throw new Error(`preload-app-plugin: no chunk for ${moduleSuffix}`);
        // What index.html's own entry loads already (the app is an entry too, but not the page's).
        const inEntry = new Set(
          chunks.filter((c) => c.isEntry && c !== target).flatMap((c) => staticClosure(chunks, c.fileName)),
        );
        const files = staticClosure(chunks, target.fileName, inEntry);
        const nameOf = new Map(chunks.map((c) => [c.fileName, c.name]));
        const stageOf = (file: string) => stages.indexOf(nameOf.get(file) ?? '');
        for (const name of stages) {
          if (!files.some((file) => nameOf.get(file) === name))
            throw new Error(`preload-app-plugin: the app does not load a chunk named ${name}`);
        }
        return files.map((file) => {
          const stage = stageOf(file);
          return {
            tag: 'link',
            // data-app marks the app itself: src/boot.ts imports it from this link's address.
            // Low: the prerendered shell paints without any JavaScript, so none of it should compete
            // with the document and the first screen's picture for the first round trips.
            attrs: {
              rel: 'modulepreload',
              crossorigin: '',
              fetchpriority: 'low',
              href: `/${file}`,
              ...(file === target.fileName ? { 'data-app': '' } : {}),
              ...(stage >= 0 ? { 'data-stage': String(stage) } : {}),
            },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}

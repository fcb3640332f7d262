import type { Plugin } from 'vite';

/**
 * Adds <link rel="modulepreload"> for the default route's page chunk (and every chunk it imports) to
 * index.html, so the browser fetches it alongside the entry instead of after the entry has run.
 */
export function preloadRoute(moduleSuffix: string): Plugin {
  return {
    name: 'portal-preload-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const page = chunks.find((c) => c.facadeModuleId?.endsWith(moduleSuffix));
        if (!page) return [];
        const entryFiles = new Set(
          chunks.filter((c) => c.isEntry).flatMap((c) => [c.fileName, ...c.imports]),
        );
        // Every static import, transitively: a chunk found only once its importer has run costs
        // another round trip before the page can render.
        const byName = new Map(chunks.map((c) => [c.fileName, c]));
        const files: string[] = [];
        const visit = (file: string) => {
          if (entryFiles.has(file) || files.includes(file)) return;
          files.push(file);
          for (const dep of byName.get(file)?.imports ?? []) visit(dep);
        };
        visit(page.fileName);
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

import type { Plugin, Rollup } from 'vite';

/**
 * Puts the entry stylesheet into index.html as a <style> element instead of a <link>. The prerendered
 * shell can then paint as soon as the HTML is parsed, without waiting a round trip for the CSS (on a
 * phone the first paint would otherwise wait for the stylesheet and land after the JavaScript has
 * arrived). The stylesheet is one small Tailwind file (about 10 KB compressed) and every first visit
 * needs all of it; the server's CSP allows inline style, never inline script.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'portal-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (link, fileName: string) => {
            const asset = bundle[fileName] as Rollup.OutputAsset | undefined;
            if (asset?.type !== 'asset') return link;
            delete bundle[fileName];
            return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}

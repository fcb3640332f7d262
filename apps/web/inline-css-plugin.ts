import type { Plugin, Rollup } from 'vite';
import { classRules } from './src/server-rendering/stylesheet-index.ts';

/**
 * Puts the entry stylesheet into index.html as a <style> element instead of a <link>. The prerendered
 * shell can then paint as soon as the HTML is parsed, without waiting a round trip for the CSS (on a
 * phone the first paint would otherwise wait for the stylesheet and land after the JavaScript has
 * arrived); the server's CSP allows inline style, never inline script. The file stays in the build, with
 * only the rules that need a class (`classRules`), and the <style> names it (`data-href`): a
 * server-rendered screen inlines the rules it uses and everything without a class, and has the browser
 * fetch the file once it has painted (src/server-rendering/critical-stylesheet.ts).
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
            const whole = String(asset.source);
            asset.source = classRules(whole);
            return `<style data-href="/${fileName}">${whole.replace(/<\/style/gi, '<\\/style')}</style>`;
          },
        );
      },
    },
  };
}

/**
 * The page's document, as the server rendering sends it: the browser build's index.html (its inlined
 * stylesheet, the theme's pre-paint script, the app's low-priority preloads, the generic shell) with what
 * made the first screen fast added for the page at hand, each for the reason beside it.
 */
import { documentHtml } from 'virtual:client-build';
import { SERVER_RENDERING_MARKUP } from '../lib/server-rendering-markup';
import { POPUP_MODAL_SCRIPT } from './popup-script';

const ROOT_OPEN = '<div id="root">';
const rootStart = documentHtml.indexOf(ROOT_OPEN) + ROOT_OPEN.length;
// #root is the body's last element (server-rendering-plugin.ts checks the build's index.html for it).
const rootEnd = documentHtml.lastIndexOf('</div>', documentHtml.lastIndexOf('</body>'));
const head = documentHtml.slice(0, documentHtml.indexOf('</head>'));
const body = documentHtml.slice(documentHtml.indexOf('</head>'), rootStart);
const tail = documentHtml.slice(rootEnd);

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Only our own files or an https address may be preloaded. */
const preloadableImage = (v: unknown): v is string =>
  typeof v === 'string' && (/^\/(?!\/)/.test(v) || v.startsWith('https://'));

/**
 * The `srcset` and `sizes` (React writes `srcSet`) the screen's own <img> of a picture asks with, as the
 * preload's `imagesrcset` and `imagesizes`: the preload then fetches the very copy the <img> uses
 * (ui/picture.ts), not the whole picture besides it.
 */
function sizedPictureAttributes(html: string, src: string): string {
  const quoted = escapeAttr(src).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const img = html.match(new RegExp(`<img\\b[^>]*\\bsrc="${quoted}"[^>]*>`))?.[0];
  const srcset = img?.match(/\bsrcset="([^"]*)"/i)?.[1];
  if (!srcset) return '';
  const sizes = img?.match(/\bsizes="([^"]*)"/i)?.[1];
  return ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}`;
}

/** The value at a JSON pointer (RFC 6901), or undefined. */
export function atPointer(value: unknown, pointer: string): unknown {
  let at = value;
  for (const raw of pointer.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

export interface DocumentParts {
  /** Chunks of the page (and of a popup it opens with) to preload with the HTML. */
  chunks: readonly string[];
  /** The page's largest picture, preloaded at high priority. */
  lcpImage?: unknown;
  /** The rendered screen, or none: the shell stays. */
  screen?: { html: string; renderedAt: number };
}

/** The document for one page. */
export function pageDocument({ chunks, lcpImage, screen }: DocumentParts): string {
  // Low priority: the page paints without any JavaScript, so no chunk should compete with the document
  // and the first screen's picture (preload-app-plugin.ts does the same for the app's own).
  const links = chunks.map(
    (href) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttr(href)}">`,
  );
  if (preloadableImage(lcpImage)) {
    const sized = screen ? sizedPictureAttributes(screen.html, lcpImage) : '';
    links.push(`<link rel="preload" as="image" href="${escapeAttr(lcpImage)}"${sized} fetchpriority="high">`);
  }
  if (!screen) return `${head}${links.join('')}${body}${documentHtml.slice(rootStart, rootEnd)}${tail}`;
  const { deferredModuleRel, prerenderedAttr, renderedAtAttr } = SERVER_RENDERING_MARKUP;
  // The screen is all there without JavaScript: its pictures come first, and the app's chunks only once
  // they have painted (boot.ts turns these links back into modulepreloads).
  const deferred = `${head}${links.join('')}`.replace(
    /<link rel="modulepreload"/g,
    `<link rel="${deferredModuleRel}"`,
  );
  // React's own image preloads (it hoists one per picture it rendered) are dropped: the page's largest
  // picture is already preloaded, and a dozen more preloads would compete with it.
  const html = screen.html.replace(/^(<link rel="preload" as="image"[^>]*\/?>)+/, '');
  // The wrapper says what it holds and when it was rendered: the browser hydrates it with its times
  // told against that moment, so "刚刚" stays "刚刚" (main.tsx). A screen that opens with a pop-up gets
  // the script that makes it modal before the first paint (popup-script.ts).
  const popup = /<dialog[^>]*\bdata-popup\b/.test(html) ? `<script>${POPUP_MODAL_SCRIPT}</script>` : '';
  const wrapper = `<div ${prerenderedAttr}="screen" ${renderedAtAttr}="${Math.trunc(screen.renderedAt)}" class="contents">`;
  return `${deferred}${body}${wrapper}${html}</div>${tail.replace('</body>', `${popup}</body>`)}`;
}

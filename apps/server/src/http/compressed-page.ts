import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A rendered page with its compressed forms, made once when it is rendered, never per request. */
export interface CompressedPage {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Compresses a rendered page once, for every request that gets it while it is kept. Brotli 6 and gzip
 * 6: a kept page is compressed on the render's own path (the first visitor waits for it), and higher
 * levels cost ten times the time for a few percent fewer bytes; the static files, compressed at build
 * time, take the highest (apps/web precompress-plugin.ts). Both run on libuv's pool, off the event loop.
 */
export async function compressPage(html: string): Promise<CompressedPage> {
  const body = Buffer.from(html, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 6 }),
  ]);
  return { html: body, br, gzip: gzipped };
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * The encoding to answer with, from the request's Accept-Encoding (RFC 9110 §12.5.3): Brotli, then
 * gzip, each unless refused with q=0; identity otherwise.
 */
export function pickEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    q.set(name.trim(), weight === undefined ? 1 : Number(weight));
  }
  const accepted = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return 'identity';
}

/** The page's body in `encoding`. */
export function encodedBody(page: CompressedPage, encoding: PageEncoding): Buffer {
  return encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.html;
}

import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictureSrcSet } from '../src/helpers.js';
import { serverPortal } from './support/server-portal.js';

describe('picture srcset', () => {
  it('gives 1x, 2x and 3x screens the narrowest contract width as sharp as they are', () => {
    expect(pictureSrcSet('/files/games/1/icon.webp', 66)).toBe(
      '/files/games/1/icon.webp?w=96 1x, /files/games/1/icon.webp?w=192 2x, /files/games/1/icon.webp?w=256 3x',
    );
    expect(pictureSrcSet('/files/books/3/cover.png', 120)).toBe(
      '/files/books/3/cover.png?w=192 1x, /files/books/3/cover.png?w=256 2x, /files/books/3/cover.png?w=384 3x',
    );
    // Wider than the widest width on a 2x or 3x screen: the widest is the sharpest there is, listed
    // once, for 2x.
    expect(pictureSrcSet('/files/banners/home-1.webp', 375)).toBe(
      '/files/banners/home-1.webp?w=384 1x, /files/banners/home-1.webp?w=828 2x',
    );
  });

  it('leaves alone what the server cannot size', () => {
    for (const address of [
      '/assets/logo.svg',
      '/files/icons/logo.svg',
      '/files/clips/1.mp4',
      'https://cdn.example/files/a.webp',
      '/files/a.webp?v=2',
      '',
    ])
      expect(pictureSrcSet(address, 100), address).toBeUndefined();
    expect(pictureSrcSet('/files/a.webp', 0)).toBeUndefined();
  });
});

// Every address the srcset names, asked of the real server, is a picture no wider than its descriptor.
describe('picture srcset on the wire', () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-pictures-' });
  });
  afterAll(() => server?.stop());

  it("sizes the home screen's banners and game icons", async () => {
    const portal = serverPortal(server.baseUrl);
    const { data } = await portal.api.content.getHome();
    const pictures = [
      [data?.banners[0]?.image, 375],
      [data?.games[0]?.icon, 62],
    ] as const;
    for (const [address, cssWidth] of pictures) {
      const srcSet = pictureSrcSet(address ?? '', cssWidth);
      expect(srcSet, address).toBeDefined();
      for (const candidate of srcSet!.split(', ')) {
        const [url] = candidate.split(' ');
        const asked = Number(new URL(url!, server.baseUrl).searchParams.get('w'));
        const res = await fetch(`${server.baseUrl}${url}`);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type'), url).toBe('image/webp');
        const body = Buffer.from(await res.arrayBuffer());
        // VP8/VP8L/VP8X headers all carry the width; the lossy one (VP8 ) at bytes 26-27.
        expect(body.toString('latin1', 8, 12)).toBe('WEBP');
        expect(webpWidth(body), url).toBeLessThanOrEqual(asked);
      }
    }
  });
});

/** The pixel width a WebP file declares (simple lossy, lossless or extended). */
function webpWidth(webp: Buffer): number {
  const chunk = webp.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return webp.readUInt16LE(26) & 0x3fff;
  if (chunk === 'VP8L') return (((webp[22]! & 0x3f) << 8) | webp[21]!) + 1;
  return webp.readUIntLE(24, 3) + 1;
}

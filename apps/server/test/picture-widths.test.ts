// A picture under /files/ at the contract's widths (?w=): scaled down once as WebP and kept, the same from
// the local folder and from the S3 bucket; a width outside the contract answers 400, a missing picture the
// JSON 404, and anything else under /files/ is served as stored.
import { FieldRules } from '@portal/openapi/limits';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/index.ts';
import { type LocalS3, startLocalS3 } from './helpers/s3-server.ts';

/** A 900x600 picture with detail in it, so that a narrower copy is smaller in bytes too. */
async function widePicture(format: 'png' | 'webp'): Promise<Buffer> {
  const width = 900;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    [format]()
    .toBuffer();
}

const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

describe.each(['local', 's3'] as const)('picture widths (%s file store)', (store) => {
  let s3: LocalS3 | undefined;
  let t: TestApp;
  let original: Buffer;
  beforeAll(async () => {
    s3 = store === 's3' ? await startLocalS3() : undefined;
    t = await startTestApp({ db: 'sqlite', ...(s3 ? { env: s3.env } : {}) });
    original = await widePicture('png');
    await t.app.files.put('covers/w/wide.png', original);
    await t.app.files.put(
      'covers/w/narrow.webp',
      await sharp(original).resize({ width: 80 }).webp().toBuffer(),
    );
    await t.app.files.put('notes/w/readme.txt', 'plain text');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('answers every contract width as a WebP that wide, cached for a year, and keeps it', async () => {
    let narrowerBytes = 0;
    for (const width of FieldRules.PictureAddress.widths) {
      const res = await t.app.inject({ method: 'GET', url: `/files/covers/w/wide.png?w=${width}` });
      expect(res.statusCode, String(width)).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await widthOf(res.rawPayload)).toBe(width);
      expect(res.rawPayload.length).toBeGreaterThan(narrowerBytes);
      narrowerBytes = res.rawPayload.length;
    }
    const kept = await t.app.files.get('_sized/w96/covers/w/wide.png');
    expect(kept && (await widthOf(kept))).toBe(96);
    // The kept copy is what the next ask gets.
    const again = await t.app.inject({ method: 'GET', url: '/files/covers/w/wide.png?w=96' });
    expect(again.rawPayload.equals(kept!)).toBe(true);
  });

  it('makes one copy for many asking at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: '/files/covers/w/wide.png?w=256' })),
    );
    const bodies = new Set(answers.map((a) => a.rawPayload.toString('base64')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(bodies.size).toBe(1);
  });

  it('answers a picture already narrower as stored, and the picture itself without w', async () => {
    const narrow = await t.app.inject({ method: 'GET', url: '/files/covers/w/narrow.webp?w=192' });
    expect(narrow.statusCode).toBe(200);
    expect(narrow.headers['content-type']).toBe('image/webp');
    expect(await widthOf(narrow.rawPayload)).toBe(80);
    const whole = await t.app.inject({ method: 'GET', url: '/files/covers/w/wide.png' });
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(original)).toBe(true);
  });

  it('refuses a width outside the contract in Chinese, and makes nothing', async () => {
    for (const query of ['w=100', 'w=0', 'w=abc', 'w=96&w=192', 'w=', 'w=0x60']) {
      const res = await t.app.inject({ method: 'GET', url: `/files/covers/w/wide.png?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({
        code: 400,
        msg: `参数错误：w 只能是 ${FieldRules.PictureAddress.widths.join('、')} 之一`,
      });
    }
    expect(await t.app.files.get('_sized/w100/covers/w/wide.png')).toBeNull();
  });

  it('answers the JSON 404 for a missing picture and serves a file that is no picture as stored', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/files/covers/w/none.png?w=96' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(404);
    const outside = await t.app.inject({ method: 'GET', url: '/files/covers/../../portal.db.png?w=96' });
    expect(outside.statusCode).toBe(404);
    const text = await t.app.inject({ method: 'GET', url: '/files/notes/w/readme.txt?w=96' });
    expect(text.statusCode).toBe(200);
    expect(text.body).toBe('plain text');
  });
});

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drawBanner, drawIcon } from '../src/seed/art/generators.ts';
import { rasterKey } from '../src/seed/art/raster.ts';
import { createSeedArt } from '../src/seed/art/seed-art.ts';
import { LocalFileStore } from '../src/storage/local-file-store.ts';
import { isWebp } from '../src/storage/webp.ts';

const FONTS = ['Noto Sans CJK SC'];
const ASCII_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#f00"/></svg>';

describe('seed art raster', () => {
  let dir: string;
  let files: LocalFileStore;
  let cacheDir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seed-art-'));
    files = new LocalFileStore(path.join(dir, 'files'));
    cacheDir = path.join(dir, 'cache');
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('stores WebP at the drawing’s own pixel size under a .webp URL', async () => {
    const art = await createSeedArt({ files, cacheDir, fonts: FONTS });
    const url = art.put('banners/a', drawBanner({ title: '新人七日礼', subtitle: '连续签到' }).svg);
    expect(url).toBe('/files/banners/a.webp');
    await art.flush();
    const stored = await files.get('banners/a.webp');
    expect(stored && isWebp(stored)).toBe(true);
    const meta = await sharp(stored!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 750, 320]);
  });

  it('renders each picture once per machine: a second seed takes all from the cache', async () => {
    const pictures = ['甲', '乙', '丙'].map((name) => drawIcon({ name }).svg);
    const cold = await createSeedArt({ files, cacheDir, fonts: FONTS });
    for (const [i, svg] of pictures.entries()) cold.put(`icons/${i}`, svg);
    expect(await cold.flush()).toEqual({ rendered: 3, cached: 0, keptSvg: 0 });
    const first = await files.get('icons/0.webp');

    const warm = await createSeedArt({ files, cacheDir, fonts: FONTS });
    for (const [i, svg] of pictures.entries()) warm.put(`again/${i}`, svg);
    expect(await warm.flush()).toEqual({ rendered: 0, cached: 3, keptSvg: 0 });
    expect((await files.get('again/0.webp'))?.equals(first!)).toBe(true);
    // Atomic writes leave no temp files behind.
    expect((await fs.readdir(cacheDir)).filter((f) => !f.endsWith('.webp'))).toEqual([]);
  });

  it('renders again over a damaged cache entry and without a usable cache', async () => {
    const svg = drawIcon({ name: '丁' }).svg;
    await fs.mkdir(cacheDir, { recursive: true });
    await fs.writeFile(path.join(cacheDir, `${rasterKey(svg, FONTS)}.webp`), 'RIFF half a file');
    const art = await createSeedArt({ files, cacheDir, fonts: FONTS });
    art.put('x', svg);
    expect((await art.flush()).rendered).toBe(1);

    const blocked = path.join(dir, 'not-a-folder');
    await fs.writeFile(blocked, '');
    const noCache = await createSeedArt({ files, cacheDir: blocked, fonts: FONTS });
    noCache.put('y', svg);
    expect(await noCache.flush()).toEqual({ rendered: 1, cached: 0, keptSvg: 0 });
    expect(isWebp((await files.get('y.webp'))!)).toBe(true);
  });

  it('without a CJK font keeps Chinese pictures as SVG (with one warning) instead of drawing boxes', async () => {
    const warnings: string[] = [];
    const art = await createSeedArt({ files, cacheDir, fonts: [], warn: (_o, msg) => warnings.push(msg) });
    const chinese = drawBanner({ title: '漫画每日更新', subtitle: '追更不停歇' }).svg;
    expect(art.put('b/1', chinese)).toBe('/files/b/1.svg');
    expect(art.put('b/2', chinese)).toBe('/files/b/2.svg');
    expect(art.put('b/3', ASCII_SVG)).toBe('/files/b/3.webp');
    expect(await art.flush()).toEqual({ rendered: 1, cached: 0, keptSvg: 2 });
    expect((await files.get('b/1.svg'))?.toString()).toBe(chinese);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('fonts-noto-cjk');
    // A render made without the fonts is never reused once they are installed.
    expect(rasterKey(ASCII_SVG, [])).not.toBe(rasterKey(ASCII_SVG, FONTS));
  });

  it('reports a failed render from flush', async () => {
    const art = await createSeedArt({ files, cacheDir, fonts: FONTS });
    art.put('broken', '<svg xmlns="http://www.w3.org/2000/svg" width="10"');
    await expect(art.flush()).rejects.toThrow();
  });
});

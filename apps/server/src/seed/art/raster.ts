// SVG → WebP for the seed pictures. Browsers build a whole SVG document on the main thread for every
// <img src=".svg">; a raster image is decoded off it. Renders are cached machine-wide by content
// hash, because every fresh data folder (each test server, each first start) seeds the same art.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { isWebp } from '../../storage/webp.ts';

export const WEBP_QUALITY = 80;

export interface RasterOptions {
  /** Cache folder; null renders every time. */
  cacheDir: string | null;
  /** CJK fonts visible to fontconfig: part of the key so a render without them is never reused as one with them. */
  fonts: readonly string[];
}

export type RasterResult = { webp: Buffer; fromCache: boolean };

/** Same picture, same options, same libraries → same key. */
export function rasterKey(svg: string, fonts: readonly string[]): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        format: 'webp',
        quality: WEBP_QUALITY,
        sharp: sharp.versions.sharp,
        vips: sharp.versions.vips,
        rsvg: sharp.versions.rsvg,
        fonts,
      }),
    )
    .update('\n')
    .update(svg)
    .digest('hex');
}

/** The SVG at its own pixel size (density 72 = 1 SVG px per pixel) as lossy WebP, from the cache when there. */
export async function svgToWebp(svg: string, opts: RasterOptions): Promise<RasterResult> {
  const file = opts.cacheDir ? path.join(opts.cacheDir, `${rasterKey(svg, opts.fonts)}.webp`) : null;
  if (file) {
    const cached = await fs.readFile(file).catch(() => null);
    if (cached && isWebp(cached)) return { webp: cached, fromCache: true };
  }
  const webp = await sharp(Buffer.from(svg), { density: 72 }).webp({ quality: WEBP_QUALITY }).toBuffer();
  if (file) await writeAtomically(file, webp);
  return { webp, fromCache: false };
}

// Other seeders may read the same key meanwhile: they see no file or a whole one, never a part.
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(tmp, data);
    await fs.rename(tmp, file);
  } catch {
    // A read-only or full cache only costs speed.
    await fs.rm(tmp, { force: true }).catch(() => {});
  }
}

// Stores the seed's pictures: queued, rendered to WebP a few at a time, stored through the file store.
// `put` answers the public URL at once so the seeds stay simple loops; `flush` waits for the files.
import type { FileStore } from '../../storage/file-store.ts';
import { CJK_FONT_PACKAGE, cjkFontFamilies, needsCjkFont } from './fonts.ts';
import { svgToWebp } from './raster.ts';

export interface SeedArtStats {
  /** Rendered by sharp in this run. */
  rendered: number;
  /** Taken from the machine-wide cache. */
  cached: number;
  /** Kept as SVG because no CJK font is installed and the picture has Chinese text. */
  keptSvg: number;
}

export interface SeedArt {
  /** Queues `svg` for `name` (a file key without extension) and returns the URL it will have. */
  put(name: string, svg: string): string;
  /** Resolves when every queued picture is stored; rejects with the first failure. */
  flush(): Promise<SeedArtStats>;
  stats(): SeedArtStats;
}

type Warn = (obj: object, msg: string) => void;

export interface SeedArtOptions {
  files: FileStore;
  cacheDir: string | null;
  /** Where the missing-font warning goes (once per store). */
  warn?: Warn;
  /** Overrides font detection (tests). */
  fonts?: readonly string[];
  /**
   * Renders at once. Each sharp job takes one libuv pool thread (4 by default) and, on glibc Linux, one
   * libvips thread; measured on 2 cores: 4 at once ~30% faster than 2, 8 slower again.
   */
  concurrency?: number;
}

export async function createSeedArt(opts: SeedArtOptions): Promise<SeedArt> {
  const fonts = opts.fonts ?? (await cjkFontFamilies());
  const concurrency = opts.concurrency ?? (Number(process.env.UV_THREADPOOL_SIZE) || 4);
  const stats: SeedArtStats = { rendered: 0, cached: 0, keptSvg: 0 };
  const queue: (() => Promise<void>)[] = [];
  const idle: (() => void)[] = [];
  let running = 0;
  let failure: unknown = null;
  let warned = false;

  const pump = () => {
    while (running < concurrency && queue.length > 0) {
      const job = queue.shift()!;
      running++;
      job()
        .catch((err: unknown) => {
          failure ??= err;
        })
        .finally(() => {
          running--;
          pump();
        });
    }
    if (running === 0 && queue.length === 0) for (const done of idle.splice(0)) done();
  };

  const keepSvg = (svg: string) => {
    if (fonts.length > 0 || !needsCjkFont(svg)) return false;
    if (!warned) {
      warned = true;
      opts.warn?.(
        { package: CJK_FONT_PACKAGE },
        `seed art: no CJK font found (fc-list :lang=zh is empty), so pictures with Chinese text stay SVG; install ${CJK_FONT_PACKAGE} (apt-get install ${CJK_FONT_PACKAGE}) and re-seed for WebP`,
      );
    }
    return true;
  };

  return {
    put(name, svg) {
      if (keepSvg(svg)) {
        const key = `${name}.svg`;
        queue.push(async () => {
          await opts.files.put(key, svg);
          stats.keptSvg++;
        });
        pump();
        return opts.files.urlOf(key);
      }
      const key = `${name}.webp`;
      queue.push(async () => {
        const { webp, fromCache } = await svgToWebp(svg, { cacheDir: opts.cacheDir, fonts });
        await opts.files.put(key, webp);
        if (fromCache) stats.cached++;
        else stats.rendered++;
      });
      pump();
      return opts.files.urlOf(key);
    },
    async flush() {
      if (running > 0 || queue.length > 0) await new Promise<void>((resolve) => idle.push(resolve));
      if (failure) {
        const err = failure;
        failure = null;
        throw err;
      }
      return { ...stats };
    },
    stats: () => ({ ...stats }),
  };
}

// Demo pictures drawn by code: book covers, comic pages, game icons, banners and screenshots.
// Everything is made here (no fetched assets), seeded so re-seeding gives the same files.
import { createRng, type Rng } from './random.ts';
import { linearGradient, PALETTES, randomShape, svgDocument, text, wrapChars } from './svg.ts';

export type Picture = { svg: string; width: number; height: number };

function palette(rng: Rng): readonly [string, string, string] {
  return rng.pick(PALETTES);
}

function shapes(rng: Rng, count: number, width: number, height: number, colours: string[]): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += randomShape(rng, width, height, rng.pick(colours), 0.15 + rng.next() * 0.35);
  }
  return out;
}

/** A 300x400 book cover: gradient, shapes, vertical-ish title block and the author. */
export function drawCover(input: { title: string; author: string; seed?: string }): Picture {
  const width = 300;
  const height = 400;
  const rng = createRng(input.seed ?? `cover:${input.title}`);
  const [from, to, accent] = palette(rng);
  const lines = wrapChars(input.title, 5, 3);
  const titleSvg = lines
    .map((line, i) =>
      text(150, 250 + i * 46 - (lines.length - 1) * 23, line, { size: 40, fill: '#fff', weight: 700 }),
    )
    .join('');
  const body =
    `<defs>${linearGradient('g', from, to, 'diagonal')}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    shapes(rng, 9, width, height, [accent, '#ffffff', to]) +
    `<rect x="20" y="180" width="260" height="${lines.length * 46 + 40}" rx="12" fill="#000" fill-opacity="0.25"/>` +
    titleSvg +
    text(150, 372, input.author, { size: 18, fill: '#fff', opacity: 0.9 });
  return { svg: svgDocument(width, height, body), width, height };
}

const BUBBLE_LINES = [
  '你终于来了！',
  '这是……什么？',
  '快跑！',
  '我不会放弃的',
  '约定好了哦',
  '哼，才不是呢',
  '就是现在！',
  '等等我！',
  '原来如此……',
  '一起加油吧',
  '真相只有一个',
  '今天也要元气满满',
];

/**
 * One comic page: a title strip then 2-4 panels with shapes and speech bubbles. Height varies by
 * page so readers must honour the stored width/height instead of assuming a fixed ratio.
 */
export function drawPage(input: { bookTitle: string; chapterNo: number; pageNo: number }): Picture {
  const rng = createRng(`page:${input.bookTitle}:${input.chapterNo}:${input.pageNo}`);
  const width = 720;
  const height = rng.pick([960, 1080, 1200, 1280]);
  const [from, to, accent] = palette(rng);
  let body = `<rect width="${width}" height="${height}" fill="#fdfdfd"/>`;
  const rows = rng.int(2, 4);
  const top = 70;
  const gap = 16;
  const rowHeight = Math.floor((height - top - gap * (rows + 1)) / rows);
  for (let row = 0; row < rows; row++) {
    const y = top + gap + row * (rowHeight + gap);
    const split = rng.next() < 0.5;
    const cells = split ? [16, Math.floor(width / 2) + 8] : [16];
    const cellWidth = split ? Math.floor(width / 2) - 24 : width - 32;
    for (const x of cells) {
      const id = `p${row}x${x}`;
      body +=
        `<defs>${linearGradient(id, rng.pick([from, to, accent]), rng.pick(['#ffffff', from, to]), 'vertical')}</defs>` +
        `<g><rect x="${x}" y="${y}" width="${cellWidth}" height="${rowHeight}" fill="url(#${id})" stroke="#222" stroke-width="4"/>` +
        `<svg x="${x}" y="${y}" width="${cellWidth}" height="${rowHeight}">${shapes(rng, 5, cellWidth, rowHeight, [from, to, accent, '#333'])}</svg>`;
      const line = rng.pick(BUBBLE_LINES);
      // CJK glyphs are about one em wide, so the bubble grows with the line.
      const bubbleWidth = Array.from(line).length * 22 + 40;
      const bx = x + rng.int(20, Math.max(21, cellWidth - bubbleWidth - 20));
      const by = y + rng.int(20, Math.max(21, rowHeight - 80));
      body +=
        `<rect x="${bx}" y="${by}" width="${bubbleWidth}" height="56" rx="28" fill="#fff" stroke="#222" stroke-width="3"/>` +
        text(bx + bubbleWidth / 2, by + 36, line, { size: 22, fill: '#222', weight: 600 }) +
        '</g>';
    }
  }
  body += text(24, 46, `${input.bookTitle} · 第${input.chapterNo}话`, {
    size: 26,
    fill: '#333',
    weight: 700,
    anchor: 'start',
  });
  body += text(width - 24, 46, `${input.pageNo}`, { size: 24, fill: '#999', anchor: 'end' });
  return { svg: svgDocument(width, height, body), width, height };
}

/** A 192x192 rounded app icon with the game's first character. */
export function drawIcon(input: { name: string }): Picture {
  const size = 192;
  const rng = createRng(`icon:${input.name}`);
  const [from, to, accent] = palette(rng);
  const first = Array.from(input.name)[0] ?? '游';
  const body =
    `<defs>${linearGradient('g', from, to, 'diagonal')}<clipPath id="c"><rect width="${size}" height="${size}" rx="42"/></clipPath></defs>` +
    `<g clip-path="url(#c)"><rect width="${size}" height="${size}" fill="url(#g)"/>${shapes(rng, 5, size, size, [accent, '#fff'])}</g>` +
    text(96, 124, first, { size: 92, fill: '#fff', weight: 800 });
  return { svg: svgDocument(size, size, body), width: size, height: size };
}

/** A 750x320 banner for carousels: headline and a subtitle over a gradient. */
export function drawBanner(input: { title: string; subtitle: string; seed?: string }): Picture {
  const width = 750;
  const height = 320;
  const rng = createRng(input.seed ?? `banner:${input.title}`);
  const [from, to, accent] = palette(rng);
  const body =
    `<defs>${linearGradient('g', from, to, 'diagonal')}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    shapes(rng, 12, width, height, [accent, '#ffffff']) +
    text(48, 150, input.title, { size: 56, fill: '#fff', weight: 800, anchor: 'start' }) +
    text(50, 212, input.subtitle, { size: 28, fill: '#fff', anchor: 'start', opacity: 0.9 });
  return { svg: svgDocument(width, height, body), width, height };
}

/** A 360x640 portrait "in-game" screenshot: sky, ground, a hero shape and a HUD. */
export function drawScreenshot(input: { gameName: string; index: number }): Picture {
  const width = 360;
  const height = 640;
  const rng = createRng(`shot:${input.gameName}:${input.index}`);
  const [from, to, accent] = palette(rng);
  const ground = rng.int(380, 500);
  const body =
    `<defs>${linearGradient('sky', from, '#ffffff', 'vertical')}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    shapes(rng, 6, width, ground, ['#ffffff', accent]) +
    `<rect y="${ground}" width="${width}" height="${height - ground}" fill="${to}"/>` +
    `<circle cx="${rng.int(80, 280)}" cy="${ground - 40}" r="40" fill="${accent}" stroke="#222" stroke-width="4"/>` +
    `<rect x="16" y="16" width="160" height="18" rx="9" fill="#000" fill-opacity="0.3"/>` +
    `<rect x="16" y="16" width="${rng.int(40, 160)}" height="18" rx="9" fill="#ff4d4f"/>` +
    text(180, height - 40, `${input.gameName} · 截图${input.index}`, { size: 22, fill: '#fff', weight: 700 });
  return { svg: svgDocument(width, height, body), width, height };
}

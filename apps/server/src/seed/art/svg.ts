// Small SVG building blocks shared by the generators.
import type { Rng } from './random.ts';

export const FONT_STACK = "'PingFang SC','Noto Sans CJK SC','Microsoft YaHei',system-ui,sans-serif";

/** Pairs of colours that read well as a gradient with white text on top. */
export const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#ff6b6b', '#c0392b', '#ffe66d'],
  ['#4facfe', '#1e3c72', '#00f2fe'],
  ['#43e97b', '#11998e', '#f9f871'],
  ['#fa709a', '#8e2de2', '#fee140'],
  ['#f7971e', '#d35400', '#ffd200'],
  ['#a18cd1', '#5f2c82', '#fbc2eb'],
  ['#30cfd0', '#330867', '#a8edea'],
  ['#ff9a9e', '#b0306a', '#fecfef'],
  ['#00c9ff', '#0f5e9c', '#92fe9d'],
  ['#f83600', '#7b1fa2', '#f9d423'],
  ['#0ba360', '#1f4037', '#3cba92'],
  ['#e0c3fc', '#5b247a', '#8ec5fc'],
];

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

export function linearGradient(id: string, from: string, to: string, angle: 'diagonal' | 'vertical'): string {
  const end = angle === 'diagonal' ? 'x2="1" y2="1"' : 'x2="0" y2="1"';
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

export function text(
  x: number,
  y: number,
  content: string,
  opts: {
    size: number;
    fill: string;
    weight?: number;
    anchor?: 'start' | 'middle' | 'end';
    opacity?: number;
  },
): string {
  const anchor = opts.anchor ?? 'middle';
  const opacity = opts.opacity === undefined ? '' : ` fill-opacity="${opts.opacity}"`;
  return `<text x="${x}" y="${y}" font-family="${FONT_STACK}" font-size="${opts.size}" font-weight="${opts.weight ?? 400}" fill="${opts.fill}" text-anchor="${anchor}"${opacity}>${escapeXml(content)}</text>`;
}

/** A random decorative shape (circle, ring, triangle, star or rounded square) inside the box. */
export function randomShape(rng: Rng, width: number, height: number, fill: string, opacity: number): string {
  const cx = rng.int(0, width);
  const cy = rng.int(0, height);
  const r = rng.int(Math.round(Math.min(width, height) / 14), Math.round(Math.min(width, height) / 3));
  const style = `fill="${fill}" fill-opacity="${opacity.toFixed(2)}"`;
  switch (rng.int(0, 4)) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" ${style}/>`;
    case 1:
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${fill}" stroke-opacity="${opacity.toFixed(2)}" stroke-width="${Math.max(2, Math.round(r / 6))}"/>`;
    case 2:
      return `<polygon points="${cx},${cy - r} ${cx + r},${cy + r} ${cx - r},${cy + r}" ${style}/>`;
    case 3:
      return `<polygon points="${starPoints(cx, cy, r)}" ${style}/>`;
    default:
      return `<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${Math.round(r / 4)}" transform="rotate(${rng.int(0, 90)} ${cx} ${cy})" ${style}/>`;
  }
}

function starPoints(cx: number, cy: number, r: number): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r / 2.4;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${Math.round(cx + radius * Math.cos(angle))},${Math.round(cy + radius * Math.sin(angle))}`);
  }
  return points.join(' ');
}

/** Splits a title into lines of at most `perLine` characters (CJK text has no spaces to break on). */
export function wrapChars(content: string, perLine: number, maxLines: number): string[] {
  const chars = Array.from(content);
  const lines: string[] = [];
  for (let i = 0; i < chars.length && lines.length < maxLines; i += perLine) {
    lines.push(chars.slice(i, i + perLine).join(''));
  }
  return lines;
}

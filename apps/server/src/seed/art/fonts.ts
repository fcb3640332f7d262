// Which CJK fonts fontconfig (and so librsvg inside sharp) can use: without one, Chinese <text>
// renders as boxes ("tofu"), so the seed keeps such pictures as SVG for the browser to draw.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The Debian package that provides the fonts the seed art names (FONT_STACK in svg.ts). */
export const CJK_FONT_PACKAGE = 'fonts-noto-cjk';

let detected: Promise<string[]> | undefined;

/**
 * Sorted family names of the installed fonts covering Chinese; empty when there are none or
 * `fc-list` is missing (no fontconfig tools usually means no fontconfig setup either). Asked once
 * per process.
 */
export function cjkFontFamilies(): Promise<string[]> {
  detected ??= run('fc-list', [':lang=zh', 'family'], { timeout: 10_000 }).then(
    ({ stdout }) =>
      [
        ...new Set(
          stdout
            .split('\n')
            .map((l) => l.trim())
            .filter(Boolean),
        ),
      ].sort(),
    () => [],
  );
  return detected;
}

/** True when the SVG has text outside ASCII, i.e. glyphs only a CJK font can draw. */
export function needsCjkFont(svg: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range is the point.
  return /[^\x00-\x7f]/.test(svg);
}

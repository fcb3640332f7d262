/**
 * The part of the app's stylesheet a rendered screen uses, inlined in its document in place of the
 * whole one: the stylesheet is every page's Tailwind rules (about 60 KB, 9 KB compressed, more than half
 * of a first screen's document), and a phone's first round trips and its first parse and style pass
 * only need the rules of what is on the screen. The rest follows as a file once the screen has painted
 * (boot.ts), before the app takes over: the stylesheet's rules that need a class (`classRules` in
 * stylesheet-index.ts), since everything without one is always inlined.
 *
 * The build parses the stylesheet once into an index (stylesheet-index.ts); a render only walks it, so
 * picking a screen's rules costs well under a millisecond.
 */

/** A piece of the stylesheet: kept as it is, kept when a selector's classes are all on the page, or a block of pieces. */
export type StylesheetPiece =
  | string
  | { css: string; needs: string[][] }
  | { open: string; pieces: StylesheetPiece[] };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** Every class named by a `class` attribute of `html`. */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name] ?? '');
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

type Rule = Exclude<StylesheetPiece, { pieces: StylesheetPiece[] }>;

/** The pieces `keep` takes, in their blocks (a block left empty is left out), as a stylesheet. */
export function stylesheetOf(pieces: readonly StylesheetPiece[], keep: (rule: Rule) => boolean): string {
  let css = '';
  for (const piece of pieces) {
    if (typeof piece === 'object' && 'pieces' in piece) {
      const inner = stylesheetOf(piece.pieces, keep);
      if (inner) css += `${piece.open}{${inner}}`;
    } else if (keep(piece)) css += typeof piece === 'string' ? piece : piece.css;
  }
  return css;
}

/** The rules of `index` a page whose elements carry `classes` can use. */
export function criticalStylesheet(index: readonly StylesheetPiece[], classes: ReadonlySet<string>): string {
  return stylesheetOf(
    index,
    (rule) =>
      typeof rule === 'string' || rule.needs.some((selector) => selector.every((name) => classes.has(name))),
  );
}

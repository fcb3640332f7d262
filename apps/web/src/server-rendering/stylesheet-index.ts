/**
 * The build's side of critical-stylesheet.ts: the app's stylesheet parsed (PostCSS) into pieces, each
 * rule with the classes its selectors need. Run once per build by server-rendering-plugin.ts; never in a
 * request.
 */
import postcss, { type ChildNode, type Container } from 'postcss';
import { type StylesheetPiece, stylesheetOf } from './critical-stylesheet';

/** The inside of `:is(…)`, `:where(…)`, `:not(…)`, `:has(…)` and the like: what they name is not required. */
function withoutFunctionArguments(selector: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const ch = selector[i];
    if (ch === '\\') {
      if (depth === 0) out += selector.slice(i, i + 2);
      i++;
    } else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/** A CSS identifier as the document writes it: `hover\:bg-card` → `hover:bg-card`, `\32 xl` → `2xl`. */
function unescapeIdentifier(name: string): string {
  return name.replace(/\\(?:([0-9a-fA-F]{1,6})\s?|([\s\S]))/g, (_, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

/** The classes an element must carry for `selector` to match anything. */
export function classesNeeded(selector: string): string[] {
  const plain = withoutFunctionArguments(selector);
  return [...plain.matchAll(/\.((?:\\[0-9a-fA-F]{1,6}\s?|\\[\s\S]|[\w-])+)/g)].map((m) =>
    unescapeIdentifier(m[1] ?? ''),
  );
}

const hasRules = (node: Container): boolean =>
  node.nodes?.some((child) => child.type === 'rule' || (child.type === 'atrule' && hasRules(child))) ?? false;

function piecesOf(nodes: readonly ChildNode[]): StylesheetPiece[] {
  const pieces: StylesheetPiece[] = [];
  for (const node of nodes) {
    if (node.type === 'comment') continue;
    const css = node.toString();
    if (node.type === 'rule') {
      const needs = node.selectors.map(classesNeeded);
      pieces.push(needs.some((names) => names.length === 0) ? css : { css, needs });
    } else if (
      node.type === 'atrule' &&
      !/keyframes$/.test(node.name) &&
      hasRules(node) &&
      node.nodes?.every((child) => child.type !== 'decl')
    ) {
      pieces.push({
        open: `@${node.name}${node.params ? ` ${node.params}` : ''}`,
        pieces: piecesOf(node.nodes ?? []),
      });
    } else pieces.push(css.endsWith('}') || css.endsWith(';') ? css : `${css};`);
  }
  return pieces;
}

/** The stylesheet's pieces, in its order. */
export function indexStylesheet(css: string): StylesheetPiece[] {
  return piecesOf(postcss.parse(css).nodes);
}

/**
 * The rules of `css` that only apply to elements with a class, in their layers and media queries: what a
 * screen that inlined its own rules lacks. Everything else (layer order, theme variables, base rules,
 * keyframes, `@property`) every screen already has; left out, adding this file to a page restyles only
 * the elements it names instead of the whole page.
 */
export function classRules(css: string): string {
  return stylesheetOf(indexStylesheet(css), (rule) => typeof rule !== 'string');
}

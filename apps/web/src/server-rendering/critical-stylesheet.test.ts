import { describe, expect, it } from 'vitest';
import { classesOf, criticalStylesheet } from './critical-stylesheet';
import { classesNeeded, classRules, indexStylesheet } from './stylesheet-index';

// Shaped like Tailwind's output: layers, escaped variants, media queries, keyframes, @property.
const STYLESHEET = [
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-page:#f7f7fb}}',
  '@layer base{*,:after,:before{box-sizing:border-box}}',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.hover\\:bg-card:hover{background:#fff}',
  '.w-1\\/2{width:50%}',
  '.\\32 xl\\:hidden{display:none}',
  '.\\[\\&\\>img\\]\\:rounded>img{border-radius:4px}',
  '.dark\\:text-ink:where(.theme-dark,.theme-dark *){color:#fff}',
  '@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}',
  '}',
  '.theme-dark{--color-page:#000}',
  '@keyframes shimmer{to{transform:translate(100%)}}',
  '@property --tw-shadow{syntax:"*";inherits:false}',
].join('');

const index = indexStylesheet(STYLESHEET);
const forPage = (html: string, ...more: string[]) =>
  criticalStylesheet(index, new Set([...classesOf(html), ...more]));

describe('a screen inlines only the rules it uses', () => {
  it('keeps the rules of classes on the page, with their variants and media queries, and drops the rest', () => {
    const css = forPage('<div class="flex hover:bg-card sm:flex w-1/2"></div>');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.hover\\:bg-card:hover{background:#fff}');
    expect(css).toContain('.w-1\\/2{width:50%}');
    expect(css).toContain('@media (min-width:40rem){.sm\\:flex{display:flex}}');
    expect(css).not.toContain('.grid{');
    expect(css).not.toContain('sm\\:grid');
    expect(css).not.toContain('2xl');
  });

  it('keeps what needs no class: the layer order, theme variables, base rules, keyframes and properties', () => {
    const css = forPage('<p></p>');
    expect(css).toContain('@layer theme,base,components,utilities;');
    expect(css).toContain(':root,:host{--color-page:#f7f7fb}');
    expect(css).toContain('*,:after,:before{box-sizing:border-box}');
    expect(css).toContain('@keyframes shimmer');
    expect(css).toContain('@property --tw-shadow');
    expect(css).not.toContain('@layer utilities{');
    expect(css).not.toContain('@media');
  });

  it('reads classes as the document writes them (entities) and as the stylesheet escapes them', () => {
    const css = forPage('<ul class="[&amp;&gt;img]:rounded 2xl:hidden"></ul>');
    expect(css).toContain('.\\[\\&\\>img\\]\\:rounded>img{border-radius:4px}');
    expect(css).toContain('.\\32 xl\\:hidden{display:none}');
  });

  it('does not require what a selector names inside :where() or :is(): the dark variant needs its own class only', () => {
    expect(classesNeeded('.dark\\:text-ink:where(.theme-dark,.theme-dark *)')).toEqual(['dark:text-ink']);
    expect(forPage('<b class="dark:text-ink"></b>')).toContain('.dark\\:text-ink:where(');
    expect(forPage('<b></b>', 'theme-dark')).toContain('.theme-dark{--color-page:#000}');
    expect(forPage('<b></b>')).not.toContain('.theme-dark{');
  });

  it('leaves the file the browser adds later only the rules that need a class, so it restyles only what it names', () => {
    const rules = classRules(STYLESHEET);
    expect(rules).toContain('@layer utilities{.flex{display:flex}');
    expect(rules).toContain('@media (min-width:40rem){.sm\\:grid{display:grid}');
    expect(rules).toContain('.theme-dark{--color-page:#000}');
    for (const always of [':root', '@property', '@keyframes', 'box-sizing', '@layer theme,base'])
      expect(rules).not.toContain(always);
  });
});

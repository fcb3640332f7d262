import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = new URL('./', import.meta.url);

/**
 * Every entry package.json `exports` names (`index` for `.`, `comics` for `./comics`) with its source:
 * `src/<name>.ts`, or the `index.ts` of its folder. The build and the README test read the entries
 * from here, so a new entry is added to `exports` and nowhere else.
 */
export function entrySources(): Record<string, string> {
  const { exports } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
    exports: Record<string, unknown>;
  };
  const names = Object.keys(exports)
    .filter((key) => key === '.' || (key.startsWith('./') && key !== './package.json'))
    .map((key) => (key === '.' ? 'index' : key.slice(2)));
  return Object.fromEntries(
    names.map((name) => {
      const file = `src/${name}.ts`;
      return [name, existsSync(fileURLToPath(new URL(file, root))) ? file : `src/${name}/index.ts`];
    }),
  );
}

/**
 * The same entries by the specifier a site imports them with (`@portal/sdk`, `@portal/sdk/comics`), the
 * subpaths first: an alias also matches what starts with its key and a slash.
 */
export function entrySpecifiers(): Record<string, string> {
  const { index, ...subpaths } = entrySources();
  return {
    ...Object.fromEntries(Object.entries(subpaths).map(([name, file]) => [`@portal/sdk/${name}`, file])),
    ...(index ? { '@portal/sdk': index } : {}),
  };
}

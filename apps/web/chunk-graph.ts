import type { Rollup } from 'vite';

/** The JavaScript chunks of a build's output. */
export function outputChunks(bundle: Rollup.OutputBundle): Rollup.OutputChunk[] {
  return Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
}

/**
 * `start` and every chunk it statically imports, transitively, leaving out those in `loaded` (and what
 * only they lead to): what a page must fetch before the module can run, in discovery order.
 */
export function staticClosure(
  chunks: readonly Rollup.OutputChunk[],
  start: string,
  loaded: ReadonlySet<string> = new Set(),
): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const files: string[] = [];
  const visit = (file: string) => {
    if (loaded.has(file) || files.includes(file)) return;
    files.push(file);
    for (const dep of byName.get(file)?.imports ?? []) visit(dep);
  };
  visit(start);
  return files;
}

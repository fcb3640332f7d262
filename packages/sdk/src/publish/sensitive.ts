/** The listed words found in `text`, each once, in the order the list gives them (case-insensitive). */
export function findSensitiveWords(words: readonly string[], text: string): string[] {
  const lower = text.toLowerCase();
  return words.filter((w) => w && lower.includes(w.toLowerCase()));
}

/**
 * What the server stores: every listed word (longest first, any case) replaced by as many '*' as it
 * has characters. The server masks rather than refuses, so this is the preview of the stored text.
 */
export function maskSensitive(words: readonly string[], text: string): string {
  const list = words.filter(Boolean).sort((a, b) => b.length - a.length);
  if (list.length === 0) return text;
  const escaped = list.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return text.replace(new RegExp(escaped.join('|'), 'giu'), (m) => '*'.repeat([...m].length));
}

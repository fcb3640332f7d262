import type { FastifyInstance } from 'fastify';
import { cached } from '../../cache/cache.ts';

const KEY = 'square:sensitive-words';

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every occurrence of a listed word becomes as many '*' as it has characters (longest words first). */
export function maskWith(words: string[], text: string): string {
  const list = words.filter(Boolean).sort((a, b) => b.length - a.length);
  if (list.length === 0) return text;
  const re = new RegExp(list.map(escapeRegex).join('|'), 'giu');
  return text.replace(re, (m) => '*'.repeat([...m].length));
}

export async function sensitiveWords(app: FastifyInstance): Promise<string[]> {
  return cached(app.cache, KEY, 60_000, async () =>
    (await app.db.selectFrom('sensitive_words').select('word').execute()).map((r) => r.word),
  );
}

export async function mask(app: FastifyInstance, text: string): Promise<string> {
  return maskWith(await sensitiveWords(app), text);
}

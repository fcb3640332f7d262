import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { cached } from '../../cache/cache.ts';
import { likeEscape } from '../../db/like.ts';
import { ok } from '../../http/answer.ts';
import { route } from '../../http/operations.ts';
import { offsetOf, pageOf } from '../../http/paging.ts';

const SUGGESTION_LIMIT = 10;
const EXCERPT = 20;

/** A suggestion from a post: its text up to the first break or punctuation, at most 20 characters. */
function excerpt(content: string): string {
  const first = content.split(/[\n，。！？,.!?]/u)[0] ?? content;
  return [...first.trim()].slice(0, EXCERPT).join('');
}

export async function metaRoutes(app: FastifyInstance): Promise<void> {
  // Tags change only with a deploy or an admin edit; one minute of staleness is fine.
  route(app, 'listTags', async () =>
    ok(
      await cached(app.cache, 'square:tags', 60_000, () =>
        app.db.selectFrom('square_tags').select(['id', 'tag']).orderBy('sort').orderBy('id').execute(),
      ),
    ),
  );

  route(app, 'suggestKeywords', async (request) => {
    const keyword = request.query.keyword.trim();
    if (!keyword) return ok([]);
    const suggestions = await cached(app.cache, `square:suggest:${keyword}`, 30_000, async () => {
      const prefix = `${likeEscape(keyword)}%`;
      const [tags, posts] = await Promise.all([
        app.db
          .selectFrom('square_tags')
          .select('tag')
          .where(sql<boolean>`tag LIKE ${prefix} ESCAPE '\\'`)
          .orderBy('sort')
          .limit(SUGGESTION_LIMIT)
          .execute(),
        app.db
          .selectFrom('square_posts')
          .select('content')
          .where(sql<boolean>`content LIKE ${prefix} ESCAPE '\\'`)
          .orderBy('like_count', 'desc')
          .orderBy('id', 'desc')
          .limit(SUGGESTION_LIMIT * 3)
          .execute(),
      ]);
      const out = new Set<string>(tags.map((t) => t.tag));
      for (const p of posts) {
        if (out.size >= SUGGESTION_LIMIT) break;
        const e = excerpt(p.content);
        if (e) out.add(e);
      }
      return [...out].slice(0, SUGGESTION_LIMIT);
    });
    return ok(suggestions);
  });

  route(app, 'listSquareConfig', async (request) => {
    const all = await cached(app.cache, 'square:config', 60_000, () =>
      app.db.selectFrom('square_config').select(['key', 'value']).orderBy('sort').orderBy('id').execute(),
    );
    const q = request.query;
    return ok(pageOf(all.slice(offsetOf(q), offsetOf(q) + q.pageSize), all.length, q));
  });

  route(app, 'listSensitiveWords', async (request) => {
    const all = await cached(app.cache, 'square:sensitive-list', 60_000, () =>
      app.db.selectFrom('sensitive_words').select(['id', 'word']).orderBy('id').execute(),
    );
    const q = request.query;
    return ok(pageOf(all.slice(offsetOf(q), offsetOf(q) + q.pageSize), all.length, q));
  });
}

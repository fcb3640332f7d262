import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SeedContext } from '../../infra/module.ts';
import { COMMENTS, CONFIG, POSTS, REPLIES, SENSITIVE_WORDS, TAGS } from './seed-data.ts';
import { maskWith } from './sensitive.ts';

const PALETTE = [
  ['#ff9a9e', '#fad0c4'],
  ['#a18cd1', '#fbc2eb'],
  ['#84fab0', '#8fd3f4'],
  ['#fccb90', '#d57eeb'],
  ['#e0c3fc', '#8ec5fc'],
  ['#f6d365', '#fda085'],
];

/** A generated picture for a demo post: a gradient card with a caption. */
function postImage(i: number, caption: string): string {
  const [a, b] = PALETTE[i % PALETTE.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="1000" viewBox="0 0 750 1000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="750" height="1000" fill="url(#g)"/><circle cx="${150 + ((i * 97) % 450)}" cy="${220 + ((i * 53) % 300)}" r="120" fill="#ffffff" fill-opacity="0.25"/><text x="375" y="860" font-size="56" text-anchor="middle" fill="#ffffff" font-family="PingFang SC, Noto Sans CJK SC, sans-serif">${caption}</text></svg>`;
}

/** Deterministic pseudo-random numbers so every seeded database looks the same. */
function rng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export async function seedSquare(db: Kysely<Database>, ctx: SeedContext): Promise<void> {
  const rand = rng(42);
  const users = (await db.selectFrom('users').select('uid').orderBy('created_at').execute()).map(
    (u) => u.uid,
  );
  if (users.length === 0) return;
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

  const tagIds: number[] = [];
  for (const [i, tag] of TAGS.entries()) {
    const row = await db
      .insertInto('square_tags')
      .values({ tag, sort: i })
      .returning('id')
      .executeTakeFirstOrThrow();
    tagIds.push(row.id);
  }
  for (const word of SENSITIVE_WORDS) await db.insertInto('sensitive_words').values({ word }).execute();
  for (const [i, c] of CONFIG.entries())
    await db
      .insertInto('square_config')
      .values({ ...c, sort: i })
      .execute();

  const start = Date.now() - POSTS.length * 3 * 3600_000;
  for (const [i, [tagIndex, text]] of POSTS.entries()) {
    const author = users[i % users.length]!;
    const images = [];
    const imageCount = i % 4 === 0 ? 1 + (i % 3) : 0;
    for (let k = 0; k < imageCount; k++) {
      const url = ctx.art.put(`square/seed-${i + 1}-${k + 1}`, postImage(i + k, TAGS[tagIndex]!));
      images.push({ url, width: 750, height: 1000 });
    }
    const createdAt = start + i * 3 * 3600_000 + Math.floor(rand() * 3600_000);
    const post = await db
      .insertInto('square_posts')
      .values({
        uid: author,
        tag_id: tagIds[tagIndex]!,
        content: maskWith(SENSITIVE_WORDS, text),
        images: JSON.stringify(images),
        video: null,
        created_at: new Date(createdAt).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const likers = users.filter(() => rand() < 0.45);
    for (const uid of likers) {
      await db
        .insertInto('square_post_likes')
        .values({ post_id: post.id, uid, created_at: new Date(createdAt + 60_000).toISOString() })
        .execute();
    }
    let commentCount = 0;
    const topCount = Math.floor(rand() * 5);
    for (let c = 0; c < topCount; c++) {
      const at = createdAt + (c + 1) * 600_000;
      const top = await db
        .insertInto('square_comments')
        .values({
          post_id: post.id,
          uid: pick(users),
          root_id: null,
          reply_to_id: null,
          reply_to_uid: null,
          content: pick(COMMENTS),
          created_at: new Date(at).toISOString(),
        })
        .returning(['id', 'uid'])
        .executeTakeFirstOrThrow();
      commentCount++;
      const replyCount = Math.floor(rand() * 4);
      let last = top;
      for (let r = 0; r < replyCount; r++) {
        const reply = await db
          .insertInto('square_comments')
          .values({
            post_id: post.id,
            uid: pick(users),
            root_id: top.id,
            reply_to_id: last.id,
            reply_to_uid: last.uid,
            content: pick(REPLIES),
            created_at: new Date(at + (r + 1) * 60_000).toISOString(),
          })
          .returning(['id', 'uid'])
          .executeTakeFirstOrThrow();
        last = reply;
        commentCount++;
      }
      await db
        .updateTable('square_comments')
        .set({ reply_count: replyCount })
        .where('id', '=', top.id)
        .execute();
    }
    await db
      .updateTable('square_posts')
      .set({ like_count: likers.length, comment_count: commentCount })
      .where('id', '=', post.id)
      .execute();
  }

  await ctx.art.flush();

  // A few follows so the following feed has content for every demo user.
  for (const [i, uid] of users.entries()) {
    for (const target of [users[(i + 1) % users.length]!, users[(i + 3) % users.length]!]) {
      if (target !== uid) {
        await db
          .insertInto('user_follows')
          .values({ uid, target_uid: target, created_at: new Date().toISOString() })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
  }
}

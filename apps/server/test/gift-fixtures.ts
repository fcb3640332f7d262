// Test fixtures of gift packs: a pack of a game, open now, with one unclaimed code per unit of stock.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/tx.ts';

const DAY = 86_400_000;

/**
 * Inserts a gift pack of `gameId` that opened a minute ago and closes in a day, with `stock` codes
 * named `<codePrefix><pack id>-<n>`; returns the pack's id.
 */
export async function insertGiftPack(
  app: FastifyInstance | { db: Db },
  opts: { gameId: number; title: string; content: string; stock: number; codePrefix: string },
): Promise<number> {
  const now = Date.now();
  const row = await app.db
    .insertInto('gift_packs')
    .values({
      game_id: opts.gameId,
      title: opts.title,
      content: opts.content,
      stock_total: opts.stock,
      stock_left: opts.stock,
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + DAY).toISOString(),
      created_at: new Date(now).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await app.db
    .insertInto('gift_codes')
    .values(
      Array.from({ length: opts.stock }, (_, i) => ({
        pack_id: id,
        code: `${opts.codePrefix}${id}-${i}`,
        claimed_by: null,
        claimed_at: null,
      })),
    )
    .execute();
  return id;
}

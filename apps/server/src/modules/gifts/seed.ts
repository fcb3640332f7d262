import type { Kysely } from 'kysely';
import { customAlphabet } from 'nanoid';
import type { Database } from '../../db/schema.ts';
import { seedRedeemCodes } from './redeem-codes.ts';

// No 0/O/1/I: codes are typed by hand into games.
const newCode = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 12);

const PACKS = [
  { title: '新手礼包', content: '金币×5000、体力药剂×10、高级招募券×1', stock: 60 },
  { title: '豪华礼包', content: '钻石×200、稀有装备箱×1、经验卡×5', stock: 20 },
] as const;

const DAY = 86_400_000;

/** Two gift packs per seeded game, each with its own stock of unique codes; one pack is nearly gone; demo gift codes. */
export async function seedGifts(db: Kysely<Database>, _ctx: unknown, now = new Date()): Promise<void> {
  const games = await db.selectFrom('games').select('id').orderBy('id').execute();
  for (const [index, game] of games.entries()) {
    for (const [p, pack] of PACKS.entries()) {
      const stock = index === 0 && p === 1 ? 3 : pack.stock;
      const inserted = await db
        .insertInto('gift_packs')
        .values({
          game_id: game.id,
          title: pack.title,
          content: pack.content,
          stock_total: stock,
          stock_left: stock,
          starts_at: new Date(now.getTime() - DAY).toISOString(),
          ends_at: new Date(now.getTime() + 90 * DAY).toISOString(),
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const codes = new Set<string>();
      while (codes.size < stock) codes.add(newCode());
      await db
        .insertInto('gift_codes')
        .values(
          [...codes].map((code) => ({
            pack_id: Number(inserted.id),
            code,
            claimed_by: null,
            claimed_at: null,
          })),
        )
        .execute();
    }
  }
  await seedRedeemCodes(db, now);
}

// Demo reservations: the seeded players (not the `demo` account, so the demo can reserve itself)
// reserve the upcoming demo games, so their pages show a real count.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export async function seedReservations(db: Kysely<Database>, now = new Date()): Promise<void> {
  const upcoming = await db
    .selectFrom('games')
    .select('id')
    .where('upcoming', '=', 1)
    .orderBy('id')
    .execute();
  const players = await db
    .selectFrom('users')
    .select('uid')
    .where('name', '!=', 'demo')
    .orderBy('created_at')
    .orderBy('uid')
    .execute();
  for (const [n, game] of upcoming.entries()) {
    // Each later game is reserved by fewer of them: the counts differ from game to game.
    const reservers = players.filter((_, i) => i % (n + 1) === 0);
    if (reservers.length === 0) continue;
    await db
      .insertInto('game_reservations')
      .values(
        reservers.map((p, i) => ({
          game_id: game.id,
          uid: p.uid,
          created_at: new Date(now.getTime() - (reservers.length - i) * 60_000).toISOString(),
        })),
      )
      .execute();
    await db
      .updateTable('games')
      .set({ reservation_count: reservers.length })
      .where('id', '=', game.id)
      .execute();
  }
}

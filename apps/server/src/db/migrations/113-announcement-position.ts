// Announcements made in the console before it asked where they show were stored at position 0, which no
// player asks for: they were all meant for the start-up popup (position 1), the only position there is.
import type { MigrationDb } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.updateTable('announcements').set({ pos_type: 1 }).where('pos_type', '=', 0).execute();
}

export async function down(): Promise<void> {
  // Which rows were 0 is not kept; position 1 is what they were made for.
}

// Games: types, games (id = appID, given explicitly) and screenshots.
import { type MigrationDb, TIMESTAMP, withId } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('game_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type_id', 'integer', (c) => c.notNull().references('game_types.id'))
    .addColumn('icon', 'text', (c) => c.notNull())
    .addColumn('banner', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('online_type', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('buy_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('size_kb', 'integer', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recommended', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('android_file', 'text', (c) => c.notNull())
    .addColumn('ios_file', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('games_type_sort_idx').on('games').columns(['type_id', 'sort', 'id']).execute();
  await db.schema.createIndex('games_sort_idx').on('games').columns(['sort', 'id']).execute();

  await withId(db, db.schema.createTable('game_screenshots'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('games.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addUniqueConstraint('game_screenshots_game_seq_uq', ['game_id', 'seq'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  for (const table of ['game_screenshots', 'games', 'game_types']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

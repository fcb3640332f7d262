import { type MigrationDb, TIMESTAMP } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await db.schema
    .createTable('square_search_history')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('searched_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('square_search_history_pk', ['uid', 'keyword'])
    .execute();
  await db.schema
    .createIndex('square_search_history_recent_idx')
    .on('square_search_history')
    .columns(['uid', 'searched_at'])
    .execute();

  await db.schema
    .createTable('square_search_votes')
    .addColumn('keyword', 'text', (c) => c.notNull())
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('searched_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('square_search_votes_pk', ['keyword', 'uid'])
    .execute();
  await db.schema
    .createIndex('square_search_votes_recent_idx')
    .on('square_search_votes')
    .columns(['searched_at'])
    .execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('square_search_votes').execute();
  await db.schema.dropTable('square_search_history').execute();
}

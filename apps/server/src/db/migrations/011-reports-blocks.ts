import { type MigrationDb, TIMESTAMP, withId } from '../portable.ts';

export async function up(db: MigrationDb): Promise<void> {
  await withId(db, db.schema.createTable('square_reports'))
    .addColumn('reporter_uid', 'text', (c) => c.notNull())
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'text', (c) => c.notNull())
    .addColumn('target_uid', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addColumn('resolved_at', TIMESTAMP)
    .addColumn('resolved_by', 'text')
    .addUniqueConstraint('square_reports_once', ['reporter_uid', 'target_type', 'target_id'])
    .execute();
  await db.schema
    .createIndex('square_reports_target_idx')
    .on('square_reports')
    .columns(['target_type', 'target_id', 'status'])
    .execute();
  await db.schema
    .createIndex('square_reports_status_idx')
    .on('square_reports')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('square_hidden')
    .addColumn('target_type', 'text', (c) => c.notNull())
    .addColumn('target_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('hidden_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('square_hidden_pk', ['target_type', 'target_id'])
    .execute();

  await db.schema
    .createTable('user_blocks')
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('target_uid', 'text', (c) => c.notNull())
    .addColumn('created_at', TIMESTAMP, (c) => c.notNull())
    .addPrimaryKeyConstraint('user_blocks_pk', ['uid', 'target_uid'])
    .execute();
  await db.schema.createIndex('user_blocks_target_idx').on('user_blocks').columns(['target_uid']).execute();
}

export async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('user_blocks').execute();
  await db.schema.dropTable('square_hidden').execute();
  await db.schema.dropTable('square_reports').execute();
}

// Content: announcements, inbox messages, FAQ, activities and banners.
import type { Kysely } from 'kysely';
import { autoId } from './portable-id-100.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await autoId(db.schema.createTable('announcements'), db)
    .addColumn('pos_type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('announcements_pos_created_idx')
    .on('announcements')
    .columns(['pos_type', 'created_at desc'])
    .execute();

  await autoId(db.schema.createTable('messages'), db)
    .addColumn('uid', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('system'))
    .addColumn('read_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_uid_idx').on('messages').columns(['uid', 'id desc']).execute();

  await autoId(db.schema.createTable('faqs'), db)
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await autoId(db.schema.createTable('activities'), db)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('cover', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await autoId(db.schema.createTable('banners'), db)
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['banners', 'activities', 'faqs', 'messages', 'announcements']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

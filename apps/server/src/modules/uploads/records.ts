import type { Kysely } from 'kysely';
import { nowIso } from '../../db/portable.ts';
import type { Database } from '../../db/schema.ts';
import type { SquareUploadsTable } from '../../db/tables/square.ts';

type Db = Kysely<Database>;

export type UploadRecord = Pick<SquareUploadsTable, 'url' | 'kind' | 'width' | 'height' | 'duration'>;

/** Remembers a stored square upload as `uid`'s, under exactly the address the upload answers. */
export async function recordUpload(db: Db, uid: string, upload: UploadRecord): Promise<void> {
  await db
    .insertInto('square_uploads')
    .values({ ...upload, uid, created_at: nowIso() })
    .execute();
}

/**
 * The uploads among `urls` that `uid` made, by address. An address is looked up as it is written:
 * `/files/square/../x`, a query or a fragment after it, another user's upload or a file the server
 * generated itself is simply not there.
 */
export async function uploadsOf(
  db: Db,
  uid: string,
  urls: readonly string[],
): Promise<Map<string, UploadRecord>> {
  const unique = [...new Set(urls)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .selectFrom('square_uploads')
    .select(['url', 'kind', 'width', 'height', 'duration'])
    .where('uid', '=', uid)
    .where('url', 'in', unique)
    .execute();
  return new Map(rows.map((r) => [r.url, r]));
}

import { isUniqueViolation } from '../../db/errors.ts';
import { type Db, inTx, type Tx } from '../../db/tx.ts';
import { AppError, BusinessCode, BusinessMessage, ErrorCode } from '../../http/answer.ts';
import { IDEMPOTENCY_TTL_MS, isValidIdempotencyKey, requestHash } from './idempotency-rules.ts';

export type IdempotencyScope = {
  uid: string;
  /** Operation name, e.g. 'download', 'payInfo', 'vipopen'. */
  operation: string;
  /** Value of the Idempotency-Key header, if any. */
  key: string | undefined;
  /** The business parameters; the same key with other parameters is refused (1008). */
  params: Record<string, unknown>;
  now: Date;
};

const MISMATCH = () =>
  new AppError(BusinessCode.IdempotencyKeyMismatch, BusinessMessage.IdempotencyKeyMismatch);

async function storedAnswer<T>(db: Db, scope: IdempotencyScope & { key: string }, hash: string) {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response', 'created_at'])
    .where('uid', '=', scope.uid)
    .where('operation', '=', scope.operation)
    .where('key', '=', scope.key)
    .executeTakeFirst();
  if (!row) return undefined;
  if (Date.parse(row.created_at) + IDEMPOTENCY_TTL_MS < scope.now.getTime()) {
    // An old key is forgotten; deleting it lets the call run again under the same key.
    await db
      .deleteFrom('idempotency_keys')
      .where('uid', '=', scope.uid)
      .where('operation', '=', scope.operation)
      .where('key', '=', scope.key)
      .where('created_at', '=', row.created_at)
      .execute();
    return undefined;
  }
  if (row.request_hash !== hash) throw MISMATCH();
  return { value: JSON.parse(row.response) as T };
}

/** What a taken key's row holds until its call's answer replaces it; no other transaction ever reads it. */
const PENDING_ANSWER = '';

/**
 * Runs `work` in one transaction. With a key, the key's row is inserted first, before `work`, and its
 * answer written at the end of the same transaction, so an answer exists exactly when the money moved and
 * a replay gets it. Concurrent calls with one key queue on that row's primary key: while the first runs,
 * the others wait inside their first insert (PostgreSQL's unique index; SQLite runs one transaction at a
 * time) and, once it commits, fail on the key and replay its answer. Taking the key before `work` matters:
 * taken after, the followers would run `work` too and be refused by the area's own rules (one check-in a
 * day, one gift per user, the balance) instead of getting the first call's answer. Refusals (AppError
 * thrown by `work`) roll the key back with everything else, so a waiting call then runs on its own.
 */
export async function idempotent<T>(
  db: Db,
  scope: IdempotencyScope,
  work: (trx: Tx) => Promise<T>,
): Promise<T> {
  const { key } = scope;
  if (key === undefined || key === '') return inTx(db, work);
  if (!isValidIdempotencyKey(key))
    throw new AppError(ErrorCode.BadRequest, '参数错误：Idempotency-Key 需为 8-128 位字母、数字、_ 或 -');
  const keyed = { ...scope, key };
  const hash = requestHash(scope.operation, scope.params);
  const before = await storedAnswer<T>(db, keyed, hash);
  if (before) return before.value;
  try {
    return await inTx(db, async (trx) => {
      await trx
        .insertInto('idempotency_keys')
        .values({
          uid: scope.uid,
          operation: scope.operation,
          key,
          request_hash: hash,
          response: PENDING_ANSWER,
          created_at: scope.now.toISOString(),
        })
        .execute();
      const value = await work(trx);
      await trx
        .updateTable('idempotency_keys')
        .set({ response: JSON.stringify(value ?? null) })
        .where('uid', '=', scope.uid)
        .where('operation', '=', scope.operation)
        .where('key', '=', key)
        .execute();
      return value;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const after = await storedAnswer<T>(db, keyed, hash);
    if (after) return after.value;
    throw error;
  }
}

/** Reads the header the way Fastify gives it (string, array, or absent). */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers['idempotency-key'];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value?.trim() || undefined;
}

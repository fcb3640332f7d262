import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { nowIso } from '../../db/portable.ts';
import { type Db, inTx } from '../../db/tx.ts';
import { AppError, BusinessCode, BusinessMessage, ErrorCode, Errors } from '../../http/answer.ts';
import { SMS_TTL_MS } from '../../sms/provider.ts';

export { SMS_TTL_MS };
export const SMS_MAX_TRIES = 5;
export const SMS_GAP_MS = 60_000;
export const SMS_DAILY_CAP = 10;
export const SCENES = ['login', 'bind', 'reset'] as const;
export type Scene = (typeof SCENES)[number];

export const badCode = () => new AppError(BusinessCode.WrongSmsCode, BusinessMessage.WrongSmsCode);

function codeHash(secret: string, phone: string, scene: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${scene}:${code}`).digest('hex');
}

/**
 * Kills the codes of a phone for a scene that are still usable: a newer code replaces them, and a code
 * the gateway did not send must not work.
 */
export async function retireLiveCodes(db: Db, phone: string, scene: string): Promise<void> {
  await db
    .updateTable('sms_codes')
    .set({ dead_at: nowIso() })
    .where('phone', '=', phone)
    .where('scene', '=', scene)
    .where('dead_at', 'is', null)
    .execute();
}

/** Start of today in Asia/Shanghai (UTC+8, no DST) as an ISO string. */
export function shanghaiDayStart(now = Date.now()): string {
  const offset = 8 * 3600_000;
  return new Date(Math.floor((now + offset) / 86_400_000) * 86_400_000 - offset).toISOString();
}

/**
 * Issues a code: one per phone per 60 s, at most 10 a day, and the new code kills any earlier live
 * one. `deliver` false stores the code without texting it (a reset for an unknown phone), so the
 * answer is the same either way.
 */
export async function issueCode(
  app: FastifyInstance,
  phone: string,
  scene: Scene,
  deliver: boolean,
): Promise<void> {
  const gap = await app.cache.incr(`sms-gap:${phone}`, SMS_GAP_MS);
  if (gap > 1) throw Errors.tooMany();
  const now = Date.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await inTx(app.db, async (trx) => {
    const recent = await trx
      .selectFrom('sms_codes')
      .select(['created_at'])
      .where('phone', '=', phone)
      .where('created_at', '>=', shanghaiDayStart(now))
      .orderBy('id', 'desc')
      .execute();
    if (recent.length >= SMS_DAILY_CAP)
      throw new AppError(ErrorCode.TooManyRequests, '今日验证码发送次数已达上限');
    const last = recent[0];
    if (last && Date.parse(last.created_at) > now - SMS_GAP_MS) throw Errors.tooMany();
    await retireLiveCodes(trx, phone, scene);
    await trx
      .insertInto('sms_codes')
      .values({
        phone,
        scene,
        code_hash: codeHash(app.secrets.appSecret, phone, scene, code),
        attempts: 0,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + SMS_TTL_MS).toISOString(),
        dead_at: null,
      })
      .execute();
  });
  if (!deliver) return;
  try {
    await app.sms.send({ phone, code, scene });
  } catch (err) {
    // A code the gateway did not send must not work (nor the earlier ones, retired above).
    await retireLiveCodes(app.db, phone, scene);
    throw err;
  }
}

/**
 * Uses up a code or throws 1003. A wrong guess counts; the SMS_MAX_TRIES-th wrong guess kills the code.
 * Checking the cap and counting a guess are one conditional UPDATE each (a guess counts only on a live
 * code under the cap, and the one reaching the cap sets dead_at in the same statement), so concurrent
 * guesses queue on the row: on PostgreSQL each re-checks the row after the one before commits, on SQLite
 * statements run one at a time. A burst of wrong guesses thus kills the code after exactly SMS_MAX_TRIES.
 */
export async function consumeCode(
  app: FastifyInstance,
  phone: string,
  scene: Scene,
  code: string,
): Promise<void> {
  const row = await app.db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash', 'expires_at'])
    .where('phone', '=', phone)
    .where('scene', '=', scene)
    .where('dead_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row || row.expires_at <= nowIso()) throw badCode();
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(codeHash(app.secrets.appSecret, phone, scene, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    const now = nowIso();
    await app.db
      .updateTable('sms_codes')
      .set({
        attempts: sql<number>`attempts + 1`,
        dead_at: sql<string | null>`case when attempts + 1 >= ${SMS_MAX_TRIES} then ${now} else dead_at end`,
      })
      .where('id', '=', row.id)
      .where('dead_at', 'is', null)
      .where('attempts', '<', SMS_MAX_TRIES)
      .execute();
    throw badCode();
  }
  // Single use, also under concurrency: only one request can flip dead_at, and not once the cap is hit.
  const used = await app.db
    .updateTable('sms_codes')
    .set({ dead_at: nowIso() })
    .where('id', '=', row.id)
    .where('dead_at', 'is', null)
    .where('attempts', '<', SMS_MAX_TRIES)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw badCode();
}

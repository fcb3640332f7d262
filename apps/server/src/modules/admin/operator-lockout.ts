// Operator logins locked per account, whatever the address: the per-address limit alone lets a handful
// of addresses guess a console password forever, and the console can refund money and hide content.
import { sql } from 'kysely';
import { type Db, inTx } from '../../db/tx.ts';
import { AppError, BusinessCode } from '../../http/answer.ts';
import { shanghaiMinute } from './days.ts';
import type { OperatorRow } from './operators.ts';

/** Wrong passwords in a row that lock an operator account. */
export const LOCK_AFTER_FAILURES = 5;
/** The first lock; each further run of failures doubles it. */
export const FIRST_LOCK_MS = 15 * 60_000;
export const LONGEST_LOCK_MS = 24 * 3600_000;
/** Who the audit log names for a lock the server set by itself. */
export const SYSTEM_OPERATOR = { id: 0, name: '系统' } as const;

export function lockedError(until: string): AppError {
  return new AppError(
    BusinessCode.AccountLocked,
    `密码错误次数过多，账号已锁定，请于 ${shanghaiMinute(until).slice(5)} 后再试或联系管理员解锁`,
  );
}

/** Whether the operator's logins are refused now. */
export function isLocked(row: Pick<OperatorRow, 'locked_until'>, now = Date.now()): boolean {
  return row.locked_until !== null && Date.parse(row.locked_until) > now;
}

/** How long the lock set at the `failures`-th wrong password in a row lasts. */
export function lockDurationMs(failures: number): number {
  const runs = Math.floor(failures / LOCK_AFTER_FAILURES);
  return Math.min(FIRST_LOCK_MS * 2 ** Math.max(0, runs - 1), LONGEST_LOCK_MS);
}

/**
 * Counts one wrong password of the operator. The count moves in one statement, so concurrent guesses
 * from many addresses each see their own number; the one that reaches a multiple of
 * LOCK_AFTER_FAILURES sets the lock and writes it to the audit log in the same transaction. Answers the
 * end of the lock this failure set or met, else null.
 */
export async function countFailure(db: Db, operator: OperatorRow): Promise<string | null> {
  return inTx(db, async (trx) => {
    const now = new Date();
    // A guess that was already under way when another one set the lock is not counted: it answers
    // the lock, and the count stays at the multiple that set it.
    const counted = await trx
      .updateTable('operators')
      .set({ failed_logins: sql<number>`failed_logins + 1` })
      .where('id', '=', operator.id)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now.toISOString())]))
      .returning(['failed_logins', 'locked_until'])
      .executeTakeFirst();
    if (!counted) {
      const row = await trx
        .selectFrom('operators')
        .select('locked_until')
        .where('id', '=', operator.id)
        .executeTakeFirst();
      return row?.locked_until ?? null;
    }
    const failures = Number(counted.failed_logins);
    if (failures % LOCK_AFTER_FAILURES !== 0) return null;
    const lockMs = lockDurationMs(failures);
    const until = new Date(now.getTime() + lockMs).toISOString();
    await trx.updateTable('operators').set({ locked_until: until }).where('id', '=', operator.id).execute();
    const minutes = Math.round(lockMs / 60_000);
    await trx
      .insertInto('admin_audit')
      .values({
        operator_id: SYSTEM_OPERATOR.id,
        operator_name: SYSTEM_OPERATOR.name,
        action: 'adminLogin',
        target_type: 'operator',
        target_id: String(operator.id),
        before_json: JSON.stringify({ name: operator.name, lockedUntil: counted.locked_until }),
        after_json: JSON.stringify({ name: operator.name, lockedUntil: until, failedLogins: failures }),
        reason: `连续 ${failures} 次密码错误，自动锁定 ${minutes} 分钟`,
        created_at: now.toISOString(),
      })
      .execute();
    return until;
  });
}

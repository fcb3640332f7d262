import type { Db } from '../../db/tx.ts';
import { inTx } from '../../db/tx.ts';
import { applyLedgerEntry } from '../wallet/index.ts';

/** Both the inviter and the new user get this many X钻, once per new user. */
export const INVITE_REWARD = 50;

/**
 * Rewards an invitation when a new account was created with an invite code. invitee_uid is the key of
 * invite_rewards, so however often this runs for one new user, it pays once. Unknown codes and
 * self-invites pay nothing. Returns whether it paid.
 */
export async function rewardInvite(
  db: Db,
  inviteeUid: string,
  inviteCode: string,
  now: Date,
): Promise<boolean> {
  const code = inviteCode.trim();
  if (!code) return false;
  const inviter = await db
    .selectFrom('users')
    .select('uid')
    .where('invite_code', '=', code)
    .executeTakeFirst();
  if (!inviter || inviter.uid === inviteeUid) return false;
  return inTx(db, async (trx) => {
    const inserted = await trx
      .insertInto('invite_rewards')
      .values({
        invitee_uid: inviteeUid,
        inviter_uid: inviter.uid,
        invite_code: code,
        reward: INVITE_REWARD,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('invitee_uid').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    const note = { inviter: '邀请好友奖励', invitee: '受邀注册奖励' };
    await applyLedgerEntry(trx, {
      uid: inviter.uid,
      amount: INVITE_REWARD,
      kind: 'invite',
      ref: inviteeUid,
      note: note.inviter,
      now,
    });
    // The invitee's entry refers to the inviter, marked so it never collides with an inviter entry.
    await applyLedgerEntry(trx, {
      uid: inviteeUid,
      amount: INVITE_REWARD,
      kind: 'invite',
      ref: `by:${inviter.uid}`,
      note: note.invitee,
      now,
    });
    return true;
  });
}

export async function inviteInfo(db: Db, uid: string, publicUrl: string) {
  const [user, stats] = await Promise.all([
    db.selectFrom('users').select('invite_code').where('uid', '=', uid).executeTakeFirstOrThrow(),
    db
      .selectFrom('invite_rewards')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('reward').as('total')])
      .where('inviter_uid', '=', uid)
      .executeTakeFirst(),
  ]);
  const base = publicUrl.replace(/\/+$/, '');
  return {
    inviteCode: user.invite_code,
    inviteLink: `${base}/?inviteCode=${encodeURIComponent(user.invite_code)}`,
    invitedCount: Number(stats?.n ?? 0),
    rewardEarned: Number(stats?.total ?? 0),
    rewardPerInvite: INVITE_REWARD,
  };
}

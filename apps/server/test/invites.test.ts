import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds, portalPost, registerUser, startTestApp, type TestApp } from './helpers/index.ts';
import { ledgerCheck } from './wallet-fixtures.ts';

type Info = {
  inviteCode: string;
  inviteLink: string;
  invitedCount: number;
  rewardEarned: number;
  rewardPerInvite: number;
};

describe.each(dbKinds)('invites (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t.close());

  it('registering with an invite code rewards both sides 50 X钻 once', async () => {
    const inviter = await registerUser(t.app);
    const info = (await portalPost<Info>(t.app, '/user/invite/info', {}, inviter)).body.data;
    expect(info).toMatchObject({ invitedCount: 0, rewardEarned: 0, rewardPerInvite: 50 });
    expect(info.inviteLink).toContain(`inviteCode=${encodeURIComponent(info.inviteCode)}`);
    expect(info.inviteLink).toMatch(/^http/);

    const invitee = await registerUser(t.app, { inviteCode: info.inviteCode });
    expect(await ledgerCheck(t.app, invitee.uid)).toMatchObject({ balance: 50, entries: 1 });
    expect(await ledgerCheck(t.app, inviter.uid)).toMatchObject({ balance: 50, entries: 1 });
    // A second delivery of the same registration pays nothing more.
    await t.app.events.emit('user.registered', { uid: invitee.uid, inviteCode: info.inviteCode });
    expect(await ledgerCheck(t.app, inviter.uid)).toMatchObject({ balance: 50, entries: 1 });
    const after = (await portalPost<Info>(t.app, '/user/invite/info', {}, inviter)).body.data;
    expect(after).toMatchObject({ invitedCount: 1, rewardEarned: 50 });
    const tasks = await portalPost<{ id: number; status: string }[]>(t.app, '/user/task/list', {}, inviter);
    expect(tasks.body.data.find((x) => x.id === 102)?.status).toBe('done');
  });

  it('unknown codes and self-invites pay nothing', async () => {
    const a = await registerUser(t.app, { inviteCode: 'NOSUCHCODE' });
    expect(await ledgerCheck(t.app, a.uid)).toMatchObject({ balance: 0, entries: 0 });
    const code = (await portalPost<Info>(t.app, '/user/invite/info', {}, a)).body.data.inviteCode;
    await t.app.events.emit('user.registered', { uid: a.uid, inviteCode: code });
    expect(await ledgerCheck(t.app, a.uid)).toMatchObject({ balance: 0, entries: 0 });
  });

  it('guests get 401', async () => {
    expect((await portalPost(t.app, '/user/invite/info', {})).status).toBe(401);
  });
});

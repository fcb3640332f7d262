// The cap of wrong guesses on an SMS code holds when the guesses arrive at once: checking the cap and
// counting a guess are one step, so a burst of wrong guesses kills the code after exactly SMS_MAX_TRIES.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMS_MAX_TRIES } from '../src/modules/accounts/sms-codes.ts';
import { dbKinds, freshIp, portalPost, startTestApp, type TestApp } from './helpers/index.ts';

const BURST = 12;
const BAD_CODE = 1003;

describe.each(dbKinds)('SMS code guess cap under concurrency (%s)', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    // Per-phone login limit raised so the burst reaches the code instead of the rate limit.
    t = await startTestApp({ db, env: { RATE_LIMITS: 'login-phone=100' } });
  });
  afterAll(() => t.close());

  let phoneN = 0;
  const newPhone = () => `1390000${String(2000 + ++phoneN + (db === 'postgres' ? 500 : 0))}`;

  async function sendCode(phone: string): Promise<string> {
    const sent = await portalPost(t.app, '/user/smsCode', { phone, scene: 'login' }, null, { ip: freshIp() });
    expect(sent.body.code).toBe(0);
    const code = t.sms.lastCode(phone);
    if (!code) throw new Error('no code was sent');
    return code;
  }
  const login = (phone: string, code: string) => portalPost(t.app, '/user/loginWithPhone', { phone, code });
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const stored = (phone: string) =>
    t.app.db
      .selectFrom('sms_codes')
      .select(['attempts', 'dead_at'])
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();

  it(`${BURST} concurrent wrong guesses kill the code after exactly ${SMS_MAX_TRIES}; the right one is refused`, async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const guesses = await Promise.all(Array.from({ length: BURST }, () => login(phone, wrongFor(code))));
    expect(guesses.map((g) => g.body.code)).toEqual(Array(BURST).fill(BAD_CODE));
    const row = await stored(phone);
    expect(row.attempts).toBe(SMS_MAX_TRIES);
    expect(row.dead_at).not.toBeNull();
    expect((await login(phone, code)).body).toEqual({
      code: BAD_CODE,
      msg: '验证码错误或已过期',
      data: null,
    });
  });

  it('concurrent wrong guesses below the cap leave the right code working, once', async () => {
    const phone = newPhone();
    const code = await sendCode(phone);
    const guesses = await Promise.all(
      Array.from({ length: SMS_MAX_TRIES - 1 }, () => login(phone, wrongFor(code))),
    );
    expect(guesses.map((g) => g.body.code)).toEqual(Array(SMS_MAX_TRIES - 1).fill(BAD_CODE));
    expect((await stored(phone)).attempts).toBe(SMS_MAX_TRIES - 1);
    expect((await login(phone, code)).body.code).toBe(0);
    expect((await login(phone, code)).body.code).toBe(BAD_CODE);
  });
});

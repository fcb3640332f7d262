import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPortal, memoryStorage, silentLogger } from '../src/index.js';
import { fileStorage, nodePlatform } from '../src/node.js';

/**
 * A partner's Node script against the real server, as a partner writes it: one state file, a
 * createPortal per run of the script.
 */
describe('a Node partner script against the real server', () => {
  let server: PortalServer;
  const dir = mkdtempSync(join(tmpdir(), 'portal-sdk-partner-'));
  const stateFile = join(dir, 'state', 'portal.json');
  const run = (storage = fileStorage(stateFile), onSessionExpired?: () => void) =>
    createPortal({
      baseUrl: server.baseUrl,
      storage,
      platform: nodePlatform({ userAgent: 'partner-script' }),
      logger: silentLogger,
      ...(onSessionExpired ? { onSessionExpired } : {}),
    });
  const name = `partner_${process.pid % 100000}`;
  const password = 'secret-pass1';

  beforeAll(async () => {
    server = await startPortalServer({ dataDirPrefix: 'portal-sdk-server-' });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('logs in, survives a restart with its session, and revokes it on logout', async () => {
    const first = run();
    expect((await first.start()).error).toBeNull();
    const registered = await first.auth.register({ name, password });
    expect(registered.error).toBeNull();
    const token = first.session.identity().token;
    expect(token).toMatch(/\S{16,}/);
    expect(statSync(stateFile).mode & 0o777).toBe(0o600);

    // A restart: a new portal on the same file is logged in as soon as it exists, and the server agrees.
    const second = run();
    expect(second.session.getState()).toMatchObject({ loggedIn: true, account: { name } });
    const checked = await second.ready();
    expect(checked.loggedIn).toBe(true);
    expect(checked.status?.coinNum).toEqual(expect.any(Number));
    expect((await second.api.center.listMessages({ uid: second.session.identity().uid })).error).toBeNull();

    expect(await second.auth.logout()).toEqual({ data: null, error: null, msg: '已退出登录' });
    expect(second.session.getState().loggedIn).toBe(false);

    // The old token is refused by the server itself, not only forgotten here.
    const refused = await fetch(`${server.baseUrl}/portal/user/center/me`, {
      method: 'POST',
      headers: { 'ug-uid': registered.data?.uid ?? '', 'ug-token': token },
      body: new URLSearchParams({ appID: '2008', channelID: '0', uid: registered.data?.uid ?? '' }),
    });
    expect(await refused.json()).toMatchObject({ code: 2 });
    expect(refused.headers.get('x-session-invalid')).toBe('1');

    // And a third run starts as a guest.
    expect(run().session.getState().loggedIn).toBe(false);
  });

  it('notices on a public call that its session was revoked elsewhere', async () => {
    let expired = 0;
    const portal = run(memoryStorage(), () => expired++);
    const login = await portal.auth.loginWithName({ name, password });
    expect(login.error).toBeNull();
    const { uid, token } = portal.session.identity();
    // Logged out on another device: the same token revoked behind this portal's back.
    const revoked = await fetch(`${server.baseUrl}/portal/user/logout`, {
      method: 'POST',
      headers: { 'ug-uid': uid, 'ug-token': token },
      body: new URLSearchParams({ appID: '2008', channelID: '0' }),
    });
    expect(((await revoked.json()) as { code: number }).code).toBe(0);
    const games = await portal.api.games.listGames();
    expect(games.error).toBeNull();
    expect(portal.session.getState().loggedIn).toBe(false);
    expect(expired).toBe(1);
  });

  it('refuses to start without a usable baseUrl', () => {
    expect(() => createPortal({ storage: memoryStorage() })).toThrow(/required outside a browser/);
    expect(() => createPortal({ baseUrl: 'localhost:3000' })).toThrow(/absolute http\(s\) URL/);
  });
});

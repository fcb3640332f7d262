// Restore drill: back up while purchases and posts are being written, restore into a fresh data folder
// (SQLite) or an empty database (PostgreSQL), start a portal on it: every X钻 balance equals its ledger
// sum, every write acknowledged before the backup started is there, uploaded pictures load.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { buildGamePackage } from '../src/modules/games/package-file.ts';
import { backup, restore } from '../src/ops/backup.ts';
import { adminCall, operatorSession } from './helpers/admin.ts';
import { freshDatabase } from './helpers/cluster.ts';
import {
  apiCall,
  dbKinds,
  multipart,
  png,
  portalPost,
  registerUser,
  type Session,
  startTestApp,
  type TestApp,
} from './helpers/index.ts';

describe.each(dbKinds)('backup and restore drill (%s)', (db) => {
  let t: TestApp;
  const cleanup: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(async () => {
    for (const c of cleanup) await c();
    await t.close();
  });

  it('restores a consistent portal from a backup taken under writes', async () => {
    const admin = (await operatorSession(t.app, 'admin')).token;
    await t.app.db.insertInto('game_types').values({ id: 1, name: '角色扮演', sort: 0 }).execute();
    const tagId = (
      await t.app.db
        .insertInto('square_tags')
        .values({ tag: '闲聊', sort: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const games: number[] = [];
    for (let i = 0; i < 8; i++) {
      const g = await adminCall<{ id: number }>(t.app, 'POST', '/v1/admin/games', admin, {
        body: {
          name: `备份${i}`,
          typeId: 1,
          icon: '/files/i.png',
          cover: '/files/c.png',
          summary: 's',
          intro: 'i',
          onlineType: 1,
          buyAmount: 3,
          version: '1.0.0',
        },
      });
      const pkg = buildGamePackage({ id: g.body.data.id, name: `备份${i}`, version: '1.0.0' }, 1, new Date());
      await adminCall(t.app, 'POST', `/v1/admin/games/${g.body.data.id}/package`, admin, {
        query: { platformType: 1 },
        multipart: multipart(pkg.data, pkg.fileName, 'application/zip'),
      });
      games.push(g.body.data.id);
    }
    const players: Session[] = [];
    for (let i = 0; i < 4; i++) {
      const p = await registerUser(t.app);
      await adminCall(t.app, 'POST', '/v1/admin/corrections', admin, {
        body: { uid: p.uid, amount: 100, reason: '演练' },
      });
      players.push(p);
    }
    const picture = png(40, 30);
    // A post shows only its author's own uploads: each player uploads the picture it posts.
    const imageUrls: string[] = [];
    for (const p of players) {
      const form = multipart(picture, 'p.png', 'image/png');
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/v1/square/upload',
        headers: { 'ug-uid': p.uid, 'ug-token': p.token, ...form.headers },
        payload: form.payload,
      });
      imageUrls.push((upload.json() as { data: { url: string } }).data.url);
    }
    const imageUrl = imageUrls[0] as string;

    // Writers: each player buys every game and posts, one call after another.
    type Ack = { kind: 'post'; id: number } | { kind: 'purchase'; uid: string; gameId: number };
    const acks: Ack[] = [];
    let stop = false;
    const writer = async (p: Session, n: number) => {
      for (let i = 0; !stop && i < 40; i++) {
        if (i < games.length) {
          const gameId = games[(i + n) % games.length] as number;
          const res = await portalPost(t.app, `/user/game/download/${gameId}`, { platformType: 1 }, p);
          if (res.body.code === 0) acks.push({ kind: 'purchase', uid: p.uid, gameId });
        }
        const post = await apiCall<{ id: number }>(t.app, 'POST', '/v1/square/post', {
          session: p,
          body: {
            content: `演练 ${n}-${i}`,
            tagId,
            images: [{ url: imageUrls[n] as string, width: 40, height: 30 }],
          },
        });
        if (post.body.code === 0) acks.push({ kind: 'post', id: post.body.data.id });
      }
    };
    const writing = Promise.all(players.map((p, n) => writer(p, n)));
    // Let some writes land, then back up while the others are still coming.
    while (acks.length < 12) await new Promise((r) => setTimeout(r, 20));
    const out = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
    cleanup.push(() => fs.rm(out, { recursive: true, force: true }));
    // Acknowledged before the backup starts: counted here, in the same task (a clock's millisecond
    // could hold an acknowledgement on either side of it).
    const ackedBefore = acks.length;
    const manifest = await backup(t.config, out);
    const before = acks.slice(0, ackedBefore);
    stop = true;
    await writing;
    expect(manifest.files).toBe(true);
    expect(before.length).toBeGreaterThanOrEqual(12);
    expect(acks.length).toBeGreaterThan(before.length);

    // A fresh data folder (and, for PostgreSQL, an empty database with the same schema name).
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-restored-'));
    cleanup.push(() => fs.rm(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web'),
      LOG_LEVEL: 'silent',
      SCRYPT_LOG_N: '10',
    };
    if (db === 'postgres') {
      const fresh = await freshDatabase();
      cleanup.unshift(() => fresh.drop());
      env.DATABASE_URL = fresh.url;
      env.DATABASE_SCHEMA = t.config.databaseSchema ?? 'public';
    }
    const config = loadConfig(env);
    await restore(config, out);
    const restored = await buildApp(config, { logger: false });
    cleanup.unshift(() => restored.close());

    const users = await restored.db.selectFrom('users').select(['uid', 'coin_balance']).execute();
    expect(users.length).toBe(4);
    for (const u of users) {
      const sum = await restored.db
        .selectFrom('coin_ledger')
        .select((eb) => eb.fn.sum<number>('amount').as('s'))
        .where('uid', '=', u.uid)
        .executeTakeFirst();
      expect([u.uid, Number(u.coin_balance)]).toEqual([u.uid, Number(sum?.s ?? 0)]);
    }
    for (const a of before) {
      if (a.kind === 'post') {
        const row = await restored.db
          .selectFrom('square_posts')
          .select('id')
          .where('id', '=', a.id)
          .executeTakeFirst();
        expect(['post', a.id, row !== undefined]).toEqual(['post', a.id, true]);
      } else {
        const row = await restored.db
          .selectFrom('game_purchases')
          .select('uid')
          .where('uid', '=', a.uid)
          .where('game_id', '=', a.gameId)
          .executeTakeFirst();
        expect(['purchase', a.uid, a.gameId, row !== undefined]).toEqual(['purchase', a.uid, a.gameId, true]);
      }
    }
    // The restored portal answers, its pictures load byte for byte, its packages download.
    const file = await restored.inject({ method: 'GET', url: imageUrl });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, picture)).toBe(0);
    const list = await restored.inject({ method: 'GET', url: '/api/v1/square/post/list?sort=2&pageSize=5' });
    expect(list.json().data.total).toBeGreaterThanOrEqual(before.filter((a) => a.kind === 'post').length);
    const login = await portalPost(restored, '/user/login', {
      name: (players[1] as Session & { name: string }).name,
      password: 'secret123',
    });
    expect(login.body.code).toBe(0);
    const recon = await adminCall<{ clean: boolean; differences: unknown[] }>(
      restored,
      'GET',
      '/v1/admin/reconciliation',
      (await operatorSession(restored, 'operator')).token,
    );
    expect(recon.body.data.differences).toEqual([]);
  }, 240_000);
});

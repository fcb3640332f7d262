// SIGKILL of the server in the middle of a burst of writes (posts, comments, purchases, check-ins), then a
// restart on the same data folder / database: every write the server acknowledged is there, and every
// user's X钻 ledger still adds up.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { apiCall, freshIp, portalPost, type Registered } from '../src/client.ts';
import { brokenLedgers, ledgerReport } from '../src/ledger.ts';
import { prepareShop } from '../src/load.ts';
import { postgresAvailable } from '../src/postgres.ts';
import { disposeServer, type RunningServer, startServer } from '../src/server.ts';

const pgUp = await postgresAvailable();

interface Acked {
  posts: { id: number; content: string }[];
  comments: { postId: number; id: number; content: string }[];
  purchases: { user: Registered; gameId: number }[];
  checkins: Registered[];
}

describe.each(['sqlite', 'postgres'] as const)('SIGKILL during writes (%s)', (db) => {
  let server: RunningServer | undefined;
  afterAll(() => disposeServer(server));

  it.skipIf(db === 'postgres' && !pgUp)(
    'after a restart every acknowledged write is there and the ledger holds',
    async () => {
      server = await startServer({ db });
      const base = server.base;
      const shop = await prepareShop(base, 20);
      const acked: Acked = { posts: [], comments: [], purchases: [], checkins: [] };
      let killed = false;
      let attempts = 0;

      // Each writer is one user writing as fast as it can until the connection dies under it.
      const writer = async (user: Registered, n: number) => {
        const ip = freshIp();
        for (let step = 0; !killed; step++) {
          attempts += 1;
          try {
            const kind = (n + step) % 4;
            if (kind === 0) {
              const content = `崩溃测试 ${user.uid} #${step} ${randomBytes(4).toString('hex')}`;
              const r = await apiCall<{ id: number }>(base, 'POST', '/v1/square/post', {
                session: user,
                ip,
                body: { content, tagId: 1, images: [] },
              });
              if (r.body.code === 0) acked.posts.push({ id: r.body.data.id, content });
            } else if (kind === 1 && acked.posts.length > 0) {
              const post = acked.posts[step % acked.posts.length]!;
              const content = `评论 ${user.uid} #${step}`;
              const r = await apiCall<{ id: number }>(base, 'POST', `/v1/square/post/${post.id}/comment`, {
                session: user,
                ip,
                body: { content },
              });
              if (r.body.code === 0) acked.comments.push({ postId: post.id, id: r.body.data.id, content });
            } else if (kind === 2) {
              const gameId = shop.paidGames[(n + step) % shop.paidGames.length]!;
              const r = await portalPost(
                base,
                `/user/game/download/${gameId}`,
                { platformType: 2 },
                {
                  session: user,
                  ip,
                },
              );
              if (r.body.code === 0) acked.purchases.push({ user, gameId });
            } else {
              const r = await portalPost(base, '/user/checkin/sign', {}, { session: user, ip });
              if (r.body.code === 0) acked.checkins.push(user);
            }
          } catch {
            // The server died mid-request: this write was never acknowledged.
          }
        }
      };
      const writers = shop.users.flatMap((u, i) => [writer(u, i), writer(u, i + 1)]);
      // Kill once the burst is well under way (enough acknowledged writes of every kind).
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && (acked.posts.length < 40 || acked.purchases.length < 20)) {
        await new Promise((r) => setTimeout(r, 50));
      }
      await server.kill();
      killed = true;
      await Promise.all(writers);
      expect(acked.posts.length).toBeGreaterThan(0);
      expect(acked.purchases.length).toBeGreaterThan(0);
      console.info(
        `crash (${db}): killed after ${attempts} attempts; acknowledged ${acked.posts.length} posts, ` +
          `${acked.comments.length} comments, ${acked.purchases.length} downloads, ${acked.checkins.length} check-ins`,
      );

      const { dataDir, databaseUrl } = server;
      server = await startServer({ db, dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
      const again = server.base;

      for (const p of acked.posts) {
        const r = await apiCall<{ content: string }>(again, 'GET', `/v1/square/post/${p.id}`);
        expect(r.body.code, `post ${p.id}`).toBe(0);
        expect(r.body.data.content).toBe(p.content);
      }
      for (const c of acked.comments) {
        const r = await apiCall<{ records: { id: number; content: string }[] }>(
          again,
          'GET',
          `/v1/square/post/${c.postId}/comment/list`,
          { query: { currentPage: 1, pageSize: 100, sort: 2 } },
        );
        expect(r.body.data.records.find((x) => x.id === c.id)?.content, `comment ${c.id}`).toBe(c.content);
      }
      // A game bought before the crash is still owned: downloading it again charges nothing.
      for (const { user, gameId } of acked.purchases) {
        const before = await ledgerReport(again, user);
        const r = await portalPost<string>(
          again,
          `/user/game/download/${gameId}`,
          { platformType: 1 },
          { session: user },
        );
        expect(r.body.code, `game ${gameId} for ${user.uid}`).toBe(0);
        expect(r.body.msg).not.toBe('购买成功');
        expect((await ledgerReport(again, user)).balance).toBe(before.balance);
      }
      for (const user of acked.checkins) {
        const r = await portalPost<{ checkedToday: boolean }>(
          again,
          '/user/checkin/info',
          {},
          { session: user },
        );
        expect(r.body.data.checkedToday, `check-in of ${user.uid}`).toBe(true);
      }
      expect(await brokenLedgers(again, shop.users)).toEqual([]);
    },
    240_000,
  );
});

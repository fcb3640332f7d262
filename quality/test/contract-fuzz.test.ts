// Contract fuzzing: every operation of openapi/portal.yaml gets random and boundary inputs generated from its
// request schema, as a guest and as a logged-in user, against the real server process. The server must
// never answer 5xx, never leak a stack trace or a path, and every answer must match the contract.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerUser, type Session } from '../src/client.ts';
import { operations } from '../src/contract.ts';
import { caseArbitrary, problemsOf, send } from '../src/fuzz-request.ts';
import { postgresAvailable } from '../src/postgres.ts';
import { disposeServer, type RunningServer, startServer } from '../src/server.ts';

const CASES_PER_ROLE = Number(process.env.FUZZ_CASES ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const pgUp = await postgresAvailable();

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next);
    }),
  );
}

describe.each(['sqlite', 'postgres'] as const)('contract fuzzing (%s)', (db) => {
  let server: RunningServer;
  const knownIds: number[] = [1, 2, 3, 1001, 1002, 1005, 999_999];

  beforeAll(async () => {
    if (db === 'postgres' && !pgUp) return;
    server = await startServer({ db });
    // A post and a comment by someone else, so ids that exist are among the generated ones.
    const author = await registerUser(server.base);
    const post = await apiCall<{ id: number }>(server.base, 'POST', '/v1/square/post', {
      session: author,
      body: { content: '模糊测试的帖子', tagId: 1, images: [] },
    });
    if (post.body.code === 0) {
      knownIds.push(post.body.data.id);
      const comment = await apiCall<{ id: number }>(
        server.base,
        'POST',
        `/v1/square/post/${post.body.data.id}/comment`,
        {
          session: author,
          body: { content: '评论' },
        },
      );
      if (comment.body.code === 0) knownIds.push(comment.body.data.id);
    }
    knownIds.push(Number(author.uid));
  }, 120_000);

  afterAll(() => disposeServer(server));

  it.skipIf(db === 'postgres' && !pgUp)(
    `${operations.length} operations × ${CASES_PER_ROLE * 2} cases: no 5xx, no leaks, answers match the contract`,
    async () => {
      expect(operations.length).toBeGreaterThan(60);
      // Grouped by operation, status and kind of problem, with one example each: readable when it fails.
      const problems = new Map<string, { count: number; example: string }>();
      let exchanges = 0;
      await pool(operations, 8, async (op) => {
        // A fresh user per operation, so one operation (logout, password reset) cannot spoil another.
        const user: Session = await registerUser(server.base);
        const arb = caseArbitrary(op, knownIds);
        for (const role of ['guest', 'user'] as const) {
          const cases = fc.sample(arb, {
            numRuns: CASES_PER_ROLE,
            seed: SEED + op.id.length + (role === 'user' ? 1 : 0),
          });
          for (const c of cases) {
            const x = await send(server.base, op, c, role === 'user' ? user : null);
            exchanges += 1;
            for (const p of problemsOf(op, x)) {
              const key = `${op.id} → ${x.status}: ${p.split(' — ')[0]!.slice(0, 160)}`;
              const seen = problems.get(key);
              if (seen) seen.count += 1;
              else {
                const url = x.url.replace(server.base, '').slice(0, 120);
                const body = JSON.stringify(c.body)?.slice(0, 120);
                problems.set(key, {
                  count: 1,
                  example: `[${role}] ${x.method} ${url} (${c.encoding}) ${body}`,
                });
              }
            }
          }
        }
      });
      expect(exchanges).toBe(operations.length * CASES_PER_ROLE * 2);
      const report = [...problems].map(([key, v]) => `${key} (×${v.count}; e.g. ${v.example})`);
      expect(report.slice(0, 40), `${report.length} kinds of problem`).toEqual([]);
      expect(server.child.exitCode).toBeNull();
    },
    240_000,
  );
});

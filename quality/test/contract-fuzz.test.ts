// Contract fuzzing: every operation of openapi/portal.yaml gets random and boundary inputs generated from its
// request schema, as a guest and as a logged-in user, and a sweep that puts every hostile family into every
// field, against the real server process over a bare socket. The server must never answer 5xx, never drop
// the connection, never leak a stack trace or a path, and every answer must match the contract.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, registerUser, type Session } from '../src/client.ts';
import { type Operation, operations } from '../src/contract.ts';
import {
  caseArbitrary,
  codeOf,
  type Exchange,
  type FuzzCase,
  problemsOf,
  send,
  show,
} from '../src/fuzz-request.ts';
import { baseCandidates, fieldsOf, type KnownIds, sweepCases } from '../src/fuzz-sweep.ts';
import { FAMILY_NAMES } from '../src/fuzz-values.ts';
import { createAdmin, operatorToken } from '../src/operator.ts';
import { postgresAvailable } from '../src/postgres.ts';
import { disposeServer, type RunningServer, startServer } from '../src/server.ts';

const CASES_PER_ROLE = Number(process.env.FUZZ_CASES ?? 15);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const pgUp = await postgresAvailable();
/**
 * FUZZ_ONLY=getGameRating,listGameReviews fuzzes only those operations (a quick run beside a change to
 * them); the full run covers every operation.
 */
const only = new Set((process.env.FUZZ_ONLY ?? '').split(',').filter(Boolean));
const chosen = only.size > 0 ? operations.filter((op) => only.has(op.id)) : operations;

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: size }, async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) await work(next);
    }),
  );
}

/**
 * Problems grouped by kind, with a count, the places it happened (operation and field) and one example
 * each: one line per kind of hole, readable when the test fails.
 */
class Findings {
  readonly byKey = new Map<string, { count: number; where: Set<string>; example: string }>();
  add(key: string, where: string, example: string): void {
    const seen = this.byKey.get(key);
    if (seen) {
      seen.count += 1;
      seen.where.add(where);
    } else this.byKey.set(key, { count: 1, where: new Set([where]), example });
  }
  report(): string[] {
    return [...this.byKey].map(([key, v]) => {
      const where = [...v.where];
      const places = `${where.slice(0, 6).join(', ')}${where.length > 6 ? ` and ${where.length - 6} more` : ''}`;
      return `${key} (×${v.count} in ${places}; e.g. ${v.example})`;
    });
  }
}

/** Prints a run's findings with the server's own last error lines (a 5xx's cause), when there are any. */
function showFindings(title: string, report: string[], server: RunningServer): void {
  if (report.length === 0) return;
  const errors = server
    .output()
    .split('\n')
    .filter((line) => line.includes('"level":50'))
    .slice(-5);
  console.info(`${title}:\n${[...report, ...errors].join('\n')}`);
}

/** A problem without the parts that vary from answer to answer (the body, byte counts). */
function kindOf(problem: string): string {
  return problem
    .split(' — ')[0]!
    .replace(/\(.*\)$/, '')
    .replace(/: \{.*$/, '')
    .slice(0, 140);
}

function exampleOf(x: Exchange, c: FuzzCase, note: string): string {
  const body = c.rawBody ? `<${c.rawBody.type}>` : show(c.body).slice(0, 100);
  return `${note} ${x.method} ${x.url.slice(0, 110)} (${c.rawBody ? 'raw' : c.encoding}) ${body} → ${x.text.slice(0, 100)}`;
}

describe.each(['sqlite', 'postgres'] as const)('contract fuzzing (%s)', (db) => {
  let server: RunningServer;
  const knownIds: number[] = [1, 2, 3, 1001, 1002, 1005, 999_999];
  const ids: KnownIds = { post: 1, comment: 1, uid: '1' };
  let adminName = '';
  /** A player, plus an admin operator's own token when the operation is one of the console's. */
  const caller = async (op: Operation): Promise<Session> => {
    const user: Session = await registerUser(server.base);
    return op.path.startsWith('/v1/admin/')
      ? { ...user, operatorToken: await operatorToken(server, adminName) }
      : user;
  };

  beforeAll(async () => {
    if (db === 'postgres' && !pgUp) return;
    server = await startServer({ db });
    adminName = await createAdmin(server);
    // A post and a comment by someone else, so ids that exist are among the generated ones.
    const author = await registerUser(server.base);
    ids.uid = author.uid;
    const post = await apiCall<{ id: number }>(server.base, 'POST', '/v1/square/post', {
      session: author,
      body: { content: '模糊测试的帖子', tagId: 1, images: [] },
    });
    if (post.body.code === 0) {
      knownIds.push(post.body.data.id);
      ids.post = post.body.data.id;
      const comment = await apiCall<{ id: number }>(
        server.base,
        'POST',
        `/v1/square/post/${post.body.data.id}/comment`,
        {
          session: author,
          body: { content: '评论' },
        },
      );
      if (comment.body.code === 0) {
        knownIds.push(comment.body.data.id);
        ids.comment = comment.body.data.id;
      }
    }
    knownIds.push(Number(author.uid));
  }, 300_000);

  afterAll(() => disposeServer(server));

  it.skipIf(db === 'postgres' && !pgUp)(
    `${chosen.length} operations × ${CASES_PER_ROLE * 2} random cases: no 5xx, no dropped connection, no leaks, answers match the contract`,
    async () => {
      expect(operations.length).toBeGreaterThan(60);
      const findings = new Findings();
      let exchanges = 0;
      await pool(chosen, 8, async (op) => {
        // A fresh user per operation, so one operation (logout, password reset) cannot spoil another.
        const user = await caller(op);
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
              findings.add(`${x.status}: ${kindOf(p)}`, op.id, exampleOf(x, c, `[${role}]`));
            }
          }
        }
      });
      expect(exchanges).toBe(chosen.length * CASES_PER_ROLE * 2);
      const report = findings.report();
      showFindings(`random cases (${db}) findings`, report, server);
      expect(report.slice(0, 40), `${report.length} kinds of problem`).toEqual([]);
      expect(server.child.exitCode).toBeNull();
    },
    240_000,
  );

  it.skipIf(db === 'postgres' && !pgUp)(
    `sweep: every field of every operation gets every hostile family (${FAMILY_NAMES.join(', ')}), every body-taking operation broken bodies, and ids spelled loosely are refused`,
    async () => {
      const findings = new Findings();
      const hit = new Set<string>();
      let exchanges = 0;
      let bases = 0;
      // Each operation starts its turn elsewhere, so the values taken in turn differ between operations.
      const plan = chosen.map((op, i) => ({ op, turn: i * 7 }));
      await pool(plan, 8, async ({ op, turn }: { op: Operation; turn: number }) => {
        const user = await caller(op);
        // The first candidate that succeeds is the base every hostile value is put into.
        const candidates = baseCandidates(op, ids, SEED);
        let base = candidates[0]!;
        let baseSucceeded = false;
        for (const candidate of candidates) {
          const x = await send(server.base, op, candidate, user);
          exchanges += 1;
          if (x.status === 200 && codeOf(x) === 0) {
            base = candidate;
            baseSucceeded = true;
            bases += 1;
            break;
          }
        }
        for (const s of sweepCases(op, base, baseSucceeded, turn)) {
          const x = await send(server.base, op, s.c, user);
          exchanges += 1;
          hit.add(`${op.id} ${s.field} ${s.family}`);
          const problems = problemsOf(op, x);
          if (s.mustRefuse && x.status === 200 && codeOf(x) === 0)
            problems.push('accepted an id spelled loosely');
          for (const p of problems) {
            findings.add(
              `${s.family} → ${x.status}: ${kindOf(p)}`,
              `${op.id} ${s.field}`,
              exampleOf(x, s.c, s.label),
            );
          }
        }
      });
      // Every field of every operation met every family (headers skip the over-long family).
      for (const op of chosen) {
        for (const f of fieldsOf(op)) {
          for (const family of FAMILY_NAMES) {
            if (f.where === 'header' && family === 'long') continue;
            expect(hit.has(`${op.id} ${f.where}:${f.name} ${family}`), `${op.id} ${f.name} ${family}`).toBe(
              true,
            );
          }
        }
      }
      console.info(
        `sweep (${db}): ${exchanges} requests, ${bases}/${chosen.length} operations with a successful base request`,
      );
      const report = findings.report();
      showFindings(`sweep (${db}) findings`, report, server);
      expect(report.slice(0, 60), `${report.length} kinds of problem`).toEqual([]);
      expect(server.child.exitCode).toBeNull();
    },
    // A guard against a hang, not a budget: about 70 s alone, four times that beside the other lanes of
    // the test command on two cores.
    900_000,
  );
});

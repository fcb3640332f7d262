import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOperator, type PortalServer, startPortalServer } from '@portal/test-support/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../../../openapi/index.js';
import { type AdminClient, createAdminClient, isPortalError, memoryStorage } from '../src/admin/index.js';

const OPERATOR = { name: 'wire_admin', password: 'secret-1234', role: 'admin' } as const;

// The console client's named methods against the real server: the path, query, body and Idempotency-Key
// each method sends, answers unwrapped to their data, refusals as the SDK's errors, and the cursor of a
// growing list followed to its end.
describe('admin named methods on the wire', () => {
  let server: PortalServer;
  let admin: AdminClient;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-sdk-admin-'));
  const sent: Request[] = [];

  beforeAll(async () => {
    server = await startPortalServer({
      env: { DATA_DIR: dataDir },
      dataDirPrefix: 'portal-sdk-admin-unused-',
    });
    await createOperator(dataDir, OPERATOR);
    admin = createAdminClient({
      baseUrl: server.baseUrl,
      storage: memoryStorage(),
      fetch: (request) => {
        sent.push(request.clone());
        return fetch(request);
      },
    });
    expect((await admin.login(OPERATOR.name, OPERATOR.password)).error).toBeNull();
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has a method for every admin operation of the contract, named by its operationId', () => {
    const contract = loadContract() as unknown as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.entries(contract.paths)
      .filter(([path]) => path.startsWith('/v1/admin/'))
      .flatMap(([, item]) => Object.values(item).flatMap((op) => (op?.operationId ? [op.operationId] : [])));
    expect(ids.length).toBeGreaterThan(80);
    for (const id of ids) {
      const name = id.replace(/^admin(.)/, (_, c: string) => c.toLowerCase());
      expect([id, typeof (admin as unknown as Record<string, unknown>)[name]]).toEqual([id, 'function']);
    }
  });

  it('answers the data of a call, and pages the posts table to its end by cursor', async () => {
    const me = await admin.me();
    expect(me.error).toBeNull();
    expect(me.data?.name).toBe(OPERATOR.name);

    const seen: number[] = [];
    let cursor: string | undefined;
    for (let currentPage = 1; currentPage < 100; currentPage += 1) {
      const { data, error } = await admin.searchPosts({
        pageSize: 5,
        currentPage,
        ...(cursor ? { cursor } : {}),
      });
      expect(error).toBeNull();
      seen.push(...(data?.records ?? []).map((p) => p.id));
      if (!data?.nextCursor) break;
      cursor = data.nextCursor;
    }
    expect(seen.length).toBeGreaterThan(5);
    expect(new Set(seen).size).toBe(seen.length);
    const second = new URL(sent.filter((r) => r.url.includes('/v1/admin/posts'))[1]?.url ?? '');
    expect(second.searchParams.get('cursor')).toEqual(expect.any(String));
    expect(second.searchParams.get('pageSize')).toBe('5');
  });

  it('sends path, body and query where the contract puts them; refusals come back as errors', async () => {
    const made = await admin.addSensitiveWord({ word: '线上测试词' });
    expect(made.error).toBeNull();
    const found = await admin.listSensitiveWords({ keyword: '线上测试' });
    expect(found.data?.records.map((w) => w.word)).toContain('线上测试词');
    const removed = await admin.deleteSensitiveWord(made.data!.id);
    expect(removed.error).toBeNull();
    expect(new URL(sent.at(-1)!.url).pathname).toBe(`/api/v1/admin/sensitive-words/${made.data!.id}`);
    expect(sent.at(-1)!.method).toBe('DELETE');

    const missing = await admin.getGame(999_999);
    expect(missing.data).toBeNull();
    expect(isPortalError(missing.error)).toBe(true);
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.message).toMatch(/\p{Script=Han}/u);

    const bad = await admin.searchPosts({ cursor: 'bm90LWEtY3Vyc29y' });
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.message).toContain('cursor 无效');
  });

  it('carries the Idempotency-Key of a money call: the given one, or a fresh one', async () => {
    const uid = (await admin.searchUsers({ pageSize: 1 })).data?.records[0]?.uid;
    expect(uid).toEqual(expect.any(String));
    const body = { uid: uid!, amount: 5, reason: '线上补偿测试' };
    const first = await admin.correctBalance(body, { idempotencyKey: 'wire-key-0001' });
    expect(first.error).toBeNull();
    expect(sent.at(-1)!.headers.get('idempotency-key')).toBe('wire-key-0001');
    const replay = await admin.correctBalance(body, { idempotencyKey: 'wire-key-0001' });
    expect(replay.data).toEqual(first.data);
    await admin.correctBalance(body);
    expect(sent.at(-1)!.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(sent.at(-1)!.headers.get('idempotency-key')).not.toBe('wire-key-0001');
  });
});

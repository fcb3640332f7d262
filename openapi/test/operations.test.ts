// The operation table (`@portal/openapi/operations`): every operation of portal.yaml by operationId, with its
// route as the server registers it and its request schemas, and the types generated beside it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, expectTypeOf, it } from 'vitest';
import { componentRef } from '../index.js';
import {
  type OperationAnswer,
  type OperationBody,
  type OperationId,
  type OperationParams,
  type OperationQuery,
  operationTable,
} from '../operations.js';
import { doc } from './contract.ts';

const run = promisify(execFile);
const script = fileURLToPath(new URL('../scripts/gen-operations.mjs', import.meta.url));
const SPAWN_TIMEOUT_MS = 30_000;

async function check(out?: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [
      script,
      '--check',
      ...(out ? ['--out', out] : []),
    ]);
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the operation table', () => {
  const table = operationTable();

  it('holds every operation of the contract once', () => {
    const paths = doc.paths as Record<string, Record<string, { operationId?: string }>>;
    const ids = Object.values(paths).flatMap((item) =>
      ['get', 'post', 'put', 'delete', 'patch'].flatMap((m) => item[m]?.operationId ?? []),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect([...table.keys()].sort()).toEqual([...ids].sort());
  });

  it('gives the route with its server prefix, in OpenAPI and in Fastify form', () => {
    expect(table.get('getPost')).toMatchObject({
      method: 'GET',
      path: '/api/v1/square/post/{id}',
      url: '/api/v1/square/post/:id',
      params: { type: 'object', required: ['id'] },
      roles: null,
    });
    expect(table.get('login')).toMatchObject({ method: 'POST', url: '/portal/user/login' });
    for (const op of table.values()) expect(op.url, op.id).toMatch(/^\/(api|portal)\/[^{}]*$/);
  });

  it('reads request bodies and answers with refs into the components bundle', () => {
    expect(table.get('login')?.body).toEqual({ $ref: componentRef('LoginRequest') });
    // A multipart upload is read by the upload code, not as a JSON body.
    expect(table.get('adminUploadImage')?.body).toBeUndefined();
    expect(JSON.stringify(table.get('getPost')?.answers['200'])).toContain(componentRef('Refusal'));
    expect(JSON.stringify([...table.values()])).not.toContain('#/components/');
  });

  it('merges the path item parameters with the operation ones, and reads x-roles', () => {
    const list = table.get('adminListRedeemCodes');
    expect(Object.keys((list?.querystring?.properties ?? {}) as object)).toEqual([
      'currentPage',
      'pageSize',
      'packId',
    ]);
    expect(list?.roles).toEqual(['admin', 'operator']);
  });
});

describe('the generated operation types', () => {
  it('type a query as the server reads it: parameters with a default present', () => {
    expectTypeOf<OperationQuery<'adminListRedeemCodes'>>().toEqualTypeOf<{
      currentPage: number;
      pageSize: number;
      packId?: number;
    }>();
  });

  it('type path parameters, bodies and answers by operationId', () => {
    expectTypeOf<OperationParams<'getPost'>>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<OperationBody<'getPost'>>().toEqualTypeOf<undefined>();
    expectTypeOf<OperationQuery<'getPost'>>().toBeNever();
    expectTypeOf<OperationBody<'adminUploadImage'>>().toEqualTypeOf<undefined>();
    expectTypeOf<OperationBody<'login'>>().toHaveProperty('password').toEqualTypeOf<string>();
    type Answer = OperationAnswer<'getPost'>;
    expectTypeOf<Extract<Answer, { code: 0 }>['data']>().toHaveProperty('id').toEqualTypeOf<number>();
    // @ts-expect-error not an operation of the contract
    expectTypeOf<OperationQuery<'noSuchOperation'>>();
    expectTypeOf<'getPost'>().toExtend<OperationId>();
  });

  it(
    'are up to date with portal.yaml',
    async () => {
      const result = await check();
      expect(result.output).toContain('up to date');
      expect(result.code).toBe(0);
    },
    SPAWN_TIMEOUT_MS,
  );

  it(
    '--check fails on a stale file',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'portal-operations-'));
      dirs.push(dir);
      await writeFile(join(dir, 'portal.d.ts'), 'export interface operations {}\n');
      const result = await check(dir);
      expect(result.code).toBe(1);
      expect(result.output).toContain('out of date');
    },
    SPAWN_TIMEOUT_MS,
  );
});

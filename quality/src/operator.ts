// An operator of the console on the server under test: created with the server's own script (the way
// an operator creates the first admin), then logged in over HTTP for a token per caller.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiCall } from './client.ts';
import { repoRoot } from './paths.ts';
import type { RunningServer } from './server.ts';

const run = promisify(execFile);
const PASSWORD = 'quality-operator-pass';

/** Creates an admin operator in the server's database; answers its name. */
export async function createAdmin(server: RunningServer, name = 'fuzzadmin'): Promise<string> {
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    DATA_DIR: server.dataDir,
    LOG_LEVEL: 'silent',
    SCRYPT_LOG_N: '12',
  };
  if (server.databaseUrl) env.DATABASE_URL = server.databaseUrl;
  else delete env.DATABASE_URL;
  const script = path.join(repoRoot, 'apps/server/src/modules/admin/create-operator-cli.ts');
  await run(process.execPath, [script, '--name', name, '--password', PASSWORD, '--role', 'admin'], { env });
  return name;
}

let created = 0;

/**
 * A fresh operator token (each caller its own: an operation may log its token out). The fuzz may change
 * or disable the operator it logs in with (adminUpdateOperator on its id): then a new admin is created.
 */
export async function operatorToken(server: RunningServer, name: string): Promise<string> {
  const login = () =>
    apiCall<{ token: string }>(server.base, 'POST', '/v1/admin/login', {
      body: { name, password: PASSWORD },
    });
  let res = await login();
  if (res.body.code !== 0) {
    created += 1;
    const fresh = await createAdmin(server, `${name}${created}`);
    res = await apiCall<{ token: string }>(server.base, 'POST', '/v1/admin/login', {
      body: { name: fresh, password: PASSWORD },
    });
  }
  if (res.body.code !== 0) throw new Error(`operator login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

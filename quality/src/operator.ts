// An operator of the console on the server under test: created with the server's own script (the way
// an operator creates the first admin), then logged in over HTTP for a token per caller.
import { createOperator } from '@portal/test-support/server';
import { apiCall } from './client.ts';
import type { RunningServer } from './server.ts';

const PASSWORD = 'quality-operator-pass';

/** Creates an admin operator in the server's database; answers its name. */
export async function createAdmin(server: RunningServer, name = 'fuzzadmin'): Promise<string> {
  await createOperator(
    server.dataDir,
    { name, password: PASSWORD, role: 'admin' },
    { LOG_LEVEL: 'silent', SCRYPT_LOG_N: '12', DATABASE_URL: server.databaseUrl ?? '' },
  );
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

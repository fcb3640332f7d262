// The benches' autocannon client drops response bodies instead of decoding them: on a real HTTP server
// answering a large binary body, every request still counts, and a client without the part it replaces
// is refused loudly rather than measured.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropBodies } from '../src/bench-client.ts';

describe("the benches' client", () => {
  const body = randomBytes(64 * 1024);
  const server = createServer((_req, res) => res.end(body));
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("replaces autocannon's body keeping on every connection, and still counts every answer", async () => {
    let clients = 0;
    const result = await autocannon({
      url,
      connections: 4,
      // A count, not a time: on a loaded machine a second holds fewer answers.
      amount: 200,
      setupClient: (client) => {
        dropBodies(client);
        clients += 1;
      },
    });
    expect(clients).toBe(4);
    expect(result.requests.total).toBe(200);
    expect(result.non2xx + result.errors + result.timeouts).toBe(0);
  });

  it('refuses a client it does not know', () => {
    expect(() => dropBodies({})).toThrow('pipelinedRequests.addBody');
    expect(() => dropBodies(null)).toThrow('pipelinedRequests.addBody');
  });
});

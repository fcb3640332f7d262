/// <reference path="./web-push-testing.d.ts" />
import { once } from 'node:events';
import net from 'node:net';
import { PushApiModel, type TestSubscription } from 'web-push-testing/src/PushApiModel.js';
import WebPushTestingServer from 'web-push-testing/src/server.js';

/** web-push-testing 1.2 run in this process: a push service on localhost that decrypts what it is sent. */
export interface LocalPushService {
  /** A browser's subscription to it, made with the server's VAPID public key. */
  subscribe(applicationServerKey: string): Promise<TestSubscription>;
  /** The decrypted payloads this subscription received, oldest first. */
  received(sub: TestSubscription): Promise<string[]>;
  /** The browser unsubscribed: the service answers 410 from now on. */
  expire(sub: TestSubscription): void;
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startLocalPushService(): Promise<LocalPushService> {
  const model = new PushApiModel();
  const port = await freePort();
  const server = new WebPushTestingServer(model, port);
  const call = async <T>(path: string, body: Record<string, string>): Promise<T> => {
    const res = await fetch(`http://localhost:${port}${path}`, {
      method: 'POST',
      body: new URLSearchParams(body),
    });
    if (!res.ok) throw new Error(`push service ${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { data: T }).data;
  };
  // It logs "Server running on port …" once; that line is all it prints.
  server.startServer();
  await once(server._server, 'listening');
  return {
    // Over its HTTP API, as a browser's push client would; expiring has no usable route (it answers twice).
    subscribe: (applicationServerKey) =>
      call<TestSubscription>('/subscribe', { userVisibleOnly: 'true', applicationServerKey }),
    received: async (sub) =>
      (await call<{ messages: string[] }>('/get-notifications', { clientHash: sub.clientHash })).messages,
    expire: (sub) => model.expireSubscription(sub.clientHash),
    close: () =>
      new Promise((resolve, reject) => server._server.close((err) => (err ? reject(err) : resolve()))),
  };
}

import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  method: string;
  path: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  delayMs?: number;
}

export type Handler = (req: Recorded) => Reply | Promise<Reply>;

export interface WireServer {
  origin: string;
  requests: Recorded[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

const send = (res: ServerResponse, reply: Reply) => {
  const status = reply.status ?? 200;
  if (reply.json !== undefined) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers });
    res.end(JSON.stringify(reply.json));
  } else {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...reply.headers });
    res.end(reply.text ?? '');
  }
};

/** A real HTTP server on 127.0.0.1, port 0, recording exactly what came over the wire. */
export async function startWireServer(
  handler: Handler = () => ({ json: { code: 0, msg: 'ok', data: null } }),
): Promise<WireServer> {
  let current = handler;
  const requests: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = req.url ?? '/';
      const recorded: Recorded = {
        method: req.method ?? '',
        path: url.split('?')[0] ?? url,
        url,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = await current(recorded);
      if (reply.delayMs) {
        const timer = setTimeout(() => send(res, reply), reply.delayMs);
        res.on('close', () => clearTimeout(timer));
      } else send(res, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle: (h) => {
      current = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function recordingLogger() {
  const lines: { level: 'info' | 'warn' | 'error'; message: string; details: unknown[] }[] = [];
  return {
    lines,
    logger: {
      info: (message: string, ...details: unknown[]) => lines.push({ level: 'info', message, details }),
      warn: (message: string, ...details: unknown[]) => lines.push({ level: 'warn', message, details }),
      error: (message: string, ...details: unknown[]) => lines.push({ level: 'error', message, details }),
    },
  };
}

// A bare HTTP/1.1 client over a TCP socket: hostile requests go out byte for byte (lone surrogates as raw
// WTF-8/CESU bytes, NUL and CR/LF in header values, malformed %-encoding, 100 KB request lines) where
// fetch would refuse or clean them, and an answer that never comes is told apart from one that came:
// the server resetting the socket, closing it without a word, or saying nothing until the timeout.
import { connect } from 'node:net';

export interface RawRequest {
  method: string;
  /** Request target exactly as written on the request line (already %-encoded, or deliberately not). */
  target: string;
  /** Header lines as name/value pairs; values are bytes so they can carry what fetch refuses. */
  headers: [string, string | Buffer][];
  body?: Buffer;
  /** Leave out Content-Length (the body carries its own framing, e.g. chunked). */
  noLength?: boolean;
}

export type RawOutcome =
  | { kind: 'answer'; status: number; headers: Headers; text: string }
  | { kind: 'reset' | 'closed' | 'timeout'; detail: string };

/** What went wrong at the transport level, in words for a failure report; null when an answer came. */
export function transportProblem(o: RawOutcome): string | null {
  if (o.kind === 'answer') return null;
  if (o.kind === 'timeout') return `no answer: timed out (${o.detail})`;
  if (o.kind === 'reset') return `dropped connection: reset without an answer (${o.detail})`;
  return `dropped connection: closed without an answer (${o.detail})`;
}

const CRLF = Buffer.from('\r\n');

/** The request's bytes: request line, headers (Host and Content-Length added), body. */
export function requestBytes(port: number, r: RawRequest): Buffer {
  const lines: Buffer[] = [Buffer.from(`${r.method} ${r.target} HTTP/1.1\r\n`, 'latin1')];
  // No `Connection: close`: a browser keeps the connection alive, which lets a server that refuses a
  // body early read and discard the rest instead of resetting the socket under the client's upload.
  const headers: [string, string | Buffer][] = [['host', `127.0.0.1:${port}`], ...r.headers];
  if (r.body !== undefined && !r.noLength) headers.push(['content-length', String(r.body.length)]);
  for (const [name, value] of headers) {
    lines.push(
      Buffer.from(`${name}: `, 'latin1'),
      typeof value === 'string' ? Buffer.from(value) : value,
      CRLF,
    );
  }
  lines.push(CRLF);
  return Buffer.concat(lines);
}

interface Parsed {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** A complete answer from the bytes read so far, or null while it is still arriving. */
function parseAnswer(data: Buffer, ended: boolean): Parsed | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...headerLines] = data.subarray(0, end).toString('latin1').split('\r\n');
  const status = Number(statusLine.split(' ')[1]);
  const headers = new Headers();
  for (const line of headerLines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // a header value Headers cannot hold: not one the checks look at
    }
  }
  const rest = data.subarray(end + 4);
  if (status === 204 || status === 304) return { status, headers, body: Buffer.alloc(0) };
  const length = headers.get('content-length');
  if (length !== null) {
    const n = Number(length);
    return rest.length >= n ? { status, headers, body: rest.subarray(0, n) } : null;
  }
  if (headers.get('transfer-encoding')?.toLowerCase().includes('chunked')) {
    const chunks: Buffer[] = [];
    let at = 0;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n', at);
      if (lineEnd < 0) return null;
      const size = Number.parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16);
      if (!Number.isFinite(size)) return null;
      if (size === 0) return { status, headers, body: Buffer.concat(chunks) };
      if (rest.length < lineEnd + 2 + size + 2) return null;
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  // No length given: the answer ends with the connection.
  return ended ? { status, headers, body: rest } : null;
}

/**
 * Sends one request on a fresh connection and reads the answer. The body is written in pieces with
 * back-pressure and writing stops as soon as an answer starts arriving, as a browser does with a 413,
 * so an early refusal is read rather than lost to the broken pipe.
 */
export function rawExchange(port: number, r: RawRequest, timeoutMs = 20_000): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let total = 0;
    let done = false;
    const finish = (o: RawOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(o);
    };
    const tryAnswer = (ended: boolean): boolean => {
      const parsed = parseAnswer(Buffer.concat(received), ended);
      if (!parsed) return false;
      finish({
        kind: 'answer',
        status: parsed.status,
        headers: parsed.headers,
        text: parsed.body.toString('utf8'),
      });
      return true;
    };
    const timer = setTimeout(
      () => finish({ kind: 'timeout', detail: `${timeoutMs} ms, ${total} bytes of answer` }),
      timeoutMs,
    );
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      total += chunk.length;
      tryAnswer(false);
    });
    socket.on('end', () => {
      if (!tryAnswer(true)) finish({ kind: 'closed', detail: `after ${total} bytes of answer` });
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (tryAnswer(true)) return;
      const detail = `${err.code ?? err.message} after ${total} bytes of answer`;
      finish({ kind: err.code === 'ECONNRESET' || err.code === 'EPIPE' ? 'reset' : 'closed', detail });
    });
    socket.on('close', () => {
      if (!tryAnswer(true)) finish({ kind: 'closed', detail: `after ${total} bytes of answer` });
    });
    socket.on('connect', async () => {
      socket.write(requestBytes(port, r));
      const body = r.body;
      if (!body) return;
      const piece = 64 * 1024;
      for (let at = 0; at < body.length && !done && total === 0; at += piece) {
        const more = socket.write(body.subarray(at, at + piece));
        if (!more) {
          await new Promise<void>((go) => {
            const next = () => {
              socket.off('drain', next);
              socket.off('close', next);
              socket.off('data', next);
              go();
            };
            socket.on('drain', next);
            socket.on('close', next);
            socket.on('data', next);
          });
        }
      }
    });
  });
}

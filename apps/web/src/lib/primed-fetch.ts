/**
 * Start-up answers delivered with the HTML. The server runs the calls every screen makes at start-up
 * (the announcement, declared in first-screens.ts at the package root) and puts the answers into the
 * page as a JSON data block; the SDK's fetch is wrapped so each of those calls is answered from the
 * block once, without a round trip after the JavaScript has run. Anything else, and every call made
 * with a session, goes to the network as usual. (The page's own data comes as its loaders' data.)
 */

import { FIRST_SCREEN_MARKUP } from './first-screen-markup';

/** The id of the JSON data block (apps/server http/first-screen.ts writes it). */
export const FIRST_SCREEN_ID = FIRST_SCREEN_MARKUP.answersId;

/** How long after the page loaded embedded answers may still be used; older ones are refetched. */
const FRESH_FOR_MS = 60_000;

/**
 * The key a call is embedded under: method, path and the sorted parameters (query or form body), so
 * the server and the page agree whatever order the SDK wrote the fields in.
 */
export function callKey(method: string, path: string, params: URLSearchParams): string {
  const sorted = new URLSearchParams(
    [...params].sort(([a, va], [b, vb]) => (a === b ? cmp(va, vb) : cmp(a, b))),
  );
  const query = sorted.toString();
  return `${method.toUpperCase()} ${path}${query ? `?${query}` : ''}`;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The embedded answers by call key, usable for a minute after they arrived. */
export class PrimedAnswers {
  #calls = new Map<string, unknown>();
  #until = 0;
  readonly #now: () => number;

  /** `now` is injectable for tests. */
  constructor(entries: Iterable<[string, unknown]> = [], now: () => number = Date.now) {
    this.#now = now;
    this.fill(entries);
  }

  /** Replaces the answers (the server renders each first screen with its own). */
  fill(entries: Iterable<[string, unknown]>): void {
    this.#calls = new Map(entries);
    this.#until = this.#now() + FRESH_FOR_MS;
  }

  get size(): number {
    return this.#calls.size;
  }

  /** Whether some answers are left and still fresh enough to use. */
  get usable(): boolean {
    return this.#calls.size > 0 && this.#now() <= this.#until;
  }

  get(key: string): unknown {
    return this.#calls.get(key);
  }

  /** Method and path of every answer, so other calls skip reading their body (not free). */
  hasCall(methodAndPath: string): boolean {
    for (const key of this.#calls.keys()) if (key.split('?')[0] === methodAndPath) return true;
    return false;
  }

  /** The answer for `key`, once: a second identical call goes to the network. */
  take(key: string): { found: true; body: unknown } | { found: false } {
    if (!this.#calls.has(key)) return { found: false };
    const body = this.#calls.get(key);
    this.#calls.delete(key);
    return { found: true, body };
  }
}

/** The embedded answers, read once and removed from the page; an absent or broken block is none. */
export function takePrimedAnswers(doc: Document | undefined = globalThis.document): PrimedAnswers {
  const el = doc?.getElementById(FIRST_SCREEN_ID);
  if (!el) return new PrimedAnswers();
  el.remove();
  try {
    const parsed: unknown = JSON.parse(el.textContent ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new PrimedAnswers();
    return new PrimedAnswers(Object.entries(parsed));
  } catch {
    return new PrimedAnswers();
  }
}

async function keyOf(request: Request, url: URL): Promise<string | null> {
  if (request.method === 'GET') return callKey('GET', url.pathname, url.searchParams);
  const type = request.headers.get('content-type') ?? '';
  if (request.method !== 'POST' || !type.startsWith('application/x-www-form-urlencoded')) return null;
  const params = new URLSearchParams(await request.clone().text());
  for (const [k, v] of url.searchParams) params.append(k, v);
  return callKey('POST', url.pathname, params);
}

/** Wraps `fetch` so guest calls listed in `answers` are answered from them, each once and only while fresh. */
export function primedFetch(
  base: (request: Request) => Promise<Response>,
  answers: PrimedAnswers,
): (request: Request) => Promise<Response> {
  return async (request) => {
    // A signed-in user's answers may differ from the guest ones the server embedded.
    if (!answers.usable || request.headers.get('UG-Token')) return base(request);
    const url = new URL(request.url);
    if (!answers.hasCall(`${request.method} ${url.pathname}`)) return base(request);
    const key = await keyOf(request, url);
    const answer = key === null ? { found: false as const } : answers.take(key);
    if (!answer.found) return base(request);
    const text = JSON.stringify(answer.body);
    return new Response(text, {
      status: 200,
      // As a server's answer says its length: the SDK reads only short answers twice (for code 2).
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(new TextEncoder().encode(text).length),
      },
    });
  };
}

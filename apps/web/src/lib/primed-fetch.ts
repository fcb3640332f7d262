/**
 * First-screen answers delivered with the HTML. The server runs the calls a tab's first screen makes
 * (declared in first-screens.ts at the package root) and puts the answers into the page as a JSON data
 * block; the SDK's fetch is wrapped so each of those calls is answered from the block once, without a
 * round trip after the JavaScript has run. Anything else, and every call made with a session, goes to
 * the network as usual.
 */

/** The id of the JSON data block (apps/server http/first-screen.ts writes it). */
export const FIRST_SCREEN_ID = 'portal-first-screen';

/** How long after the page loaded embedded answers may still be used; older ones are refetched. */
const FRESH_FOR_MS = 60_000;

export type PrimedAnswers = Map<string, unknown>;

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

/** The embedded answers, read once and removed from the page; an absent or broken block is an empty map. */
export function takePrimedAnswers(doc: Document | undefined = globalThis.document): PrimedAnswers {
  const el = doc?.getElementById(FIRST_SCREEN_ID);
  if (!el) return new Map();
  el.remove();
  try {
    const parsed: unknown = JSON.parse(el.textContent ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return new Map();
    return new Map(Object.entries(parsed));
  } catch {
    return new Map();
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

/**
 * Wraps `fetch` so guest calls listed in `answers` are answered from them, each once and only while
 * fresh. `now` is injectable for tests.
 */
export function primedFetch(
  base: (request: Request) => Promise<Response>,
  answers: PrimedAnswers,
  now: () => number = Date.now,
): (request: Request) => Promise<Response> {
  const until = now() + FRESH_FOR_MS;
  // Method and path of each answer: other calls skip reading their body, which is not free.
  const calls = new Set([...answers.keys()].map((key) => key.split('?')[0]));
  return async (request) => {
    // A signed-in user's answers may differ from the guest ones the server embedded.
    if (answers.size === 0 || request.headers.get('UG-Token') || now() > until) return base(request);
    const url = new URL(request.url);
    if (!calls.has(`${request.method} ${url.pathname}`)) return base(request);
    const key = await keyOf(request, url);
    if (key === null || !answers.has(key)) return base(request);
    const body = answers.get(key);
    answers.delete(key);
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  };
}

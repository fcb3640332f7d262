/// <reference lib="webworker" />
// The API reads the worker keeps: lists and details a page shows again, so a repeat visit and an
// offline one have something to show. Money, session and every write never come near a cache: the
// worker does not answer them at all, so they go to the network as if it were not there (a write
// offline fails, and the app says 网络不可用; nothing is queued).
import { SUCCESS_CODE } from '@portal/sdk/helpers';
import { ANSWERS_CACHE, OFFLINE_CHAPTERS_CACHE } from '../lib/pwa-caches.ts';

declare const self: ServiceWorkerGlobalScope;

/** The square's reads (GET): lists, a post and its comments, the tags and settings. */
const SQUARE_READS =
  /^\/api\/v1\/square\/(tag\/list|post\/list|post\/[\w-]+|post\/[\w-]+\/comment\/list|post\/[\w-]+\/comment\/[\w-]+\/list|post\/me|comment\/me|post\/follow|search\/trending|config\/list|sensitiveword\/list)$/;

/** The portal's reads (form POSTs): the tabs' content, books and chapters, the reading shelf. */
const PORTAL_READS =
  /^\/portal\/(web\/(home|game\/types|game\/list|game\/detail|game\/detail\/giftlist|book\/list|book\/home|book\/info|book\/chapters|book\/chapter|activity\/list|activity\/detail|faq\/list|business\/info)|user\/book\/(history|subscriptions|settings)|user\/gift\/mine|user\/task\/list)$/;

/** A chapter's pages: kept in the offline chapters' cache, beside their pictures. */
export const CHAPTER_PAGES = '/portal/web/book/chapter';

const TOKEN_HEADER = 'UG-Token';
/** How many answers stay (the oldest written go first). */
const MAX_ANSWERS = 300;
/** How many chapter answers stay; the page keeps the pictures of fewer (lib/offline-chapters.ts). */
const MAX_CHAPTERS = 200;

export function isReadAnswer(url: URL, method: string): boolean {
  if (url.origin !== self.location.origin) return false;
  if (method === 'GET') return SQUARE_READS.test(url.pathname);
  return method === 'POST' && PORTAL_READS.test(url.pathname);
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest).slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The cache key of a read: its address with a digest of its body and of the account's token, so a POST
 * can be kept (Cache Storage keys are GETs) and one account never sees another's answers.
 */
async function answerKey(request: Request): Promise<string> {
  const body = request.method === 'POST' ? await request.clone().text() : '';
  const token = request.headers.get(TOKEN_HEADER) ?? '';
  const digest = await sha256Hex(`${request.method}\n${body}\n${token}`);
  const url = new URL(request.url);
  url.searchParams.set('sw-key', digest);
  return url.href;
}

/**
 * Drops the oldest entries above `max` among those `counted` (Cache Storage lists keys in the order
 * they were written).
 */
export async function trim(cache: Cache, max: number, counted = (_key: Request) => true): Promise<void> {
  const keys = (await cache.keys()).filter(counted);
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

const isChapterAnswer = (key: Request) => new URL(key.url).pathname === CHAPTER_PAGES;

/** Only successful answers are kept: a refusal (not found, locked for this account) is asked again. */
async function isSuccess(response: Response): Promise<boolean> {
  if (!response.ok) return false;
  try {
    const answer = (await response.clone().json()) as { code?: unknown };
    return answer.code === SUCCESS_CODE;
  } catch {
    return false;
  }
}

/**
 * A guest's read: the kept answer at once, fetched again behind it for next time (stale while
 * revalidate); a guest's own actions never change it, as likes and purchases need an account.
 * A signed-in read: the network first, since the account's own actions (a like, an unlocked chapter)
 * change the answer, and the kept one only offline.
 */
export async function readAnswer(request: Request, event: ExtendableEvent): Promise<Response> {
  const chapter = new URL(request.url).pathname === CHAPTER_PAGES;
  const [cache, key] = await Promise.all([
    caches.open(chapter ? OFFLINE_CHAPTERS_CACHE : ANSWERS_CACHE),
    answerKey(request),
  ]);
  const fromNetwork = fetch(request).then(async (response) => {
    if (await isSuccess(response)) {
      await cache.put(key, response.clone());
      await (chapter ? trim(cache, MAX_CHAPTERS, isChapterAnswer) : trim(cache, MAX_ANSWERS));
    }
    return response;
  });
  const guest = !request.headers.has(TOKEN_HEADER);
  const kept = await cache.match(key, { ignoreVary: true });
  if (guest && kept) {
    event.waitUntil(fromNetwork.catch(() => undefined));
    return kept;
  }
  try {
    return await fromNetwork;
  } catch (error) {
    if (kept) return kept;
    throw error;
  }
}

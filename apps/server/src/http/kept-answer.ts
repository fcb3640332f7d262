// Answers that are the same for every guest (a feed page, a post's comments, the home screen), kept in
// this process already serialized and compressed: a request that finds one costs no query, presenting,
// serializing or compressing, only the send.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Cache, cached } from '../cache/cache.ts';
import { type CompressedPage, compressPage, encodedBody, pickEncoding } from './compressed-page.ts';

const JSON_ANSWER = 'application/json; charset=utf-8';

/**
 * The answer kept under `key` for `ttlMs`, or made by `load`, serialized by the route's own response
 * schema (as Fastify would) and compressed once. Requests that miss the same key at once share one load.
 */
export function keptAnswer(
  kept: Cache,
  reply: FastifyReply,
  key: string,
  ttlMs: number,
  load: () => Promise<unknown>,
): Promise<CompressedPage> {
  return cached(kept, key, ttlMs, async () => {
    const serialized = reply.serialize(await load());
    return compressPage(
      typeof serialized === 'string' ? serialized : Buffer.from(new Uint8Array(serialized)).toString(),
    );
  });
}

/**
 * Sends a kept answer in the encoding the request accepts. Content-Encoding is set before sending, so
 * @fastify/compress leaves the body as it is.
 */
export function sendKept(request: FastifyRequest, reply: FastifyReply, page: CompressedPage): FastifyReply {
  const encoding = pickEncoding(request.headers['accept-encoding']);
  reply.type(JSON_ANSWER);
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Encoding'].filter(Boolean).join(', '));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(encodedBody(page, encoding));
}

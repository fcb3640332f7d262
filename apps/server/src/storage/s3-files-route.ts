import { S3ServiceException } from '@aws-sdk/client-s3';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { FILES_PREFIX, IMMUTABLE_FILE_CACHE, isFileKey } from './local-file-store.ts';
import type { S3FileStore } from './s3-file-store.ts';

const RANGE = /^bytes=\d*-\d*$/;
/** The file's key below /files/, Fastify's `*` parameter. */
const params = { type: 'object', properties: { '*': { type: 'string' } }, required: ['*'] } as const;

/**
 * GET/HEAD /files/<key> from the bucket, answering as the local disk route does: the object's type,
 * a year of immutable caching (keys are never rewritten), ETag/304, byte ranges for game packages, and
 * the JSON 404 of any unknown path. Every instance serves every file, whichever instance stored it.
 */
export function installS3Files(app: FastifyInstance, store: S3FileStore): void {
  app
    .withTypeProvider<JsonSchemaToTsProvider>()
    .get(`${FILES_PREFIX}*`, { schema: { params } }, async (request, reply) => {
      const key = request.params['*'];
      if (!isFileKey(key)) return reply.callNotFound();
      const asked = request.headers.range;
      const range = typeof asked === 'string' && RANGE.test(asked) ? asked : undefined;
      let found: Awaited<ReturnType<S3FileStore['open']>>;
      try {
        found = await store.open(key, range);
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 416) {
          return reply.status(416).header('content-range', 'bytes */*').send();
        }
        throw err;
      }
      if (!found) return reply.callNotFound();
      reply
        .header('content-type', found.contentType)
        .header('cache-control', IMMUTABLE_FILE_CACHE)
        .header('accept-ranges', 'bytes');
      if (found.etag) reply.header('etag', found.etag);
      if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
      if (found.etag && request.headers['if-none-match'] === found.etag) {
        found.body.destroy();
        return reply.status(304).send();
      }
      if (found.contentRange) reply.status(206).header('content-range', found.contentRange);
      if (found.contentLength !== undefined) reply.header('content-length', found.contentLength);
      return reply.send(found.body);
    });
}

import { FieldRules } from '@portal/openapi/limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { Errors } from '../http/answer.ts';
import { singleFlight } from '../infra/single-flight.ts';
import type { FileStore } from './file-store.ts';
import { FILES_PREFIX, IMMUTABLE_FILE_CACHE, isFileKey } from './local-file-store.ts';
import { isWebp } from './webp.ts';

/** Where a picture's narrower copies are kept in the store, by width: never a key the server hands out. */
const SIZED_PREFIX = '_sized/';
const PICTURE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};
/** Narrower copies are for small screens: a little lossier than the seed's and the uploads' pictures. */
const SIZED_WEBP_QUALITY = 75;
const WIDTHS: ReadonlySet<string> = new Set(FieldRules.PictureAddress.widths.map(String));
const WIDTHS_WORDED = FieldRules.PictureAddress.widths.join('、');

type Sized = { body: Buffer; type: string };

/**
 * `GET /files/<picture>?w=<width>`: the picture scaled down to a width of the contract's PictureAddress, as
 * WebP, made at the first ask and kept in the file store beside the others (every instance sees it); a
 * picture as narrow already, or animated, is answered as stored. A file that is not a picture, or a
 * request without `w`, goes on to the files route untouched. Runs as the files route's onRequest hook.
 */
export function pictureWidths(files: FileStore, log: { warn(obj: object, msg: string): void }) {
  // Concurrent asks for one copy make it once.
  const making = singleFlight<Sized | null>();

  async function make(key: string, width: number, type: string): Promise<Sized | null> {
    const sizedKey = `${SIZED_PREFIX}w${width}/${key}`;
    const kept = await files.get(sizedKey);
    // A kept copy is WebP, or the original itself when that was narrow enough.
    if (kept) return { body: kept, type: isWebp(kept) ? PICTURE_TYPES.webp! : type };
    const original = await files.get(key);
    if (!original) return null;
    let body = original;
    let bodyType = type;
    try {
      const image = sharp(original);
      const { width: originalWidth, pages } = await image.metadata();
      if ((pages ?? 1) === 1 && originalWidth !== undefined && originalWidth > width) {
        body = await image.resize({ width }).webp({ quality: SIZED_WEBP_QUALITY }).toBuffer();
        bodyType = PICTURE_TYPES.webp!;
      }
    } catch (err) {
      // A picture the library cannot read is still the uploader's picture: answered as stored.
      log.warn({ err, key }, 'picture not sized');
      return { body: original, type };
    }
    await files.put(sizedKey, body);
    return { body, type: bodyType };
  }

  // An early answer from an async hook is `return reply`; returning nothing goes on to the files route.
  return async function sizePicture(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply | undefined> {
    const queryAt = request.url.indexOf('?');
    if (queryAt < 0) return;
    const asked = new URLSearchParams(request.url.slice(queryAt + 1)).getAll('w');
    if (asked.length === 0) return;
    let key: string;
    try {
      key = decodeURIComponent(request.url.slice(FILES_PREFIX.length, queryAt));
    } catch {
      return; // Not an address of any file: the files route answers it.
    }
    const type = PICTURE_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()];
    if (!type || key.startsWith(SIZED_PREFIX) || !isFileKey(key)) return;
    if (asked.length > 1 || !WIDTHS.has(asked[0]!)) throw Errors.badRequest(`w 只能是 ${WIDTHS_WORDED} 之一`);
    const width = Number(asked[0]);
    const sized = await making(`${width}/${key}`, () => make(key, width, type));
    if (!sized) {
      reply.callNotFound();
      return reply;
    }
    return reply
      .header('content-type', sized.type)
      .header('cache-control', IMMUTABLE_FILE_CACHE)
      .send(sized.body);
  };
}

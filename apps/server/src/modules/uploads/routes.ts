import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nanoid } from 'nanoid';
import { AppError, Errors, ok } from '../../http/answer.ts';
import { requireUser } from '../../http/auth.ts';
import { textFault } from '../../http/input.ts';
import { route } from '../../http/operations.ts';
import { limits, rateLimit } from '../../http/rate-limit.ts';
import { recordUpload } from './records.ts';
import { AVATAR_MAX, sniff, tooLarge, unsupported, VIDEO_MAX } from './sniff.ts';

/**
 * Reads the multipart `file` part into memory, stopping at `max` bytes (413 beyond). A body cut off
 * or without its closing boundary makes the multipart parser fail with a plain Error: that is the
 * client's bad input (400), not a server failure.
 */
export async function readFile(request: FastifyRequest, max: number): Promise<Buffer> {
  if (!request.isMultipart()) throw unsupported();
  try {
    const part = await request.file({ limits: { fileSize: max, files: 1 } });
    if (part?.fieldname !== 'file') throw Errors.badRequest('缺少 file');
    refuseBadText(part);
    const data = await part.toBuffer();
    if (part.file.truncated) throw tooLarge();
    return data;
  } catch (err) {
    if (err instanceof AppError || isClientError(err)) throw err;
    request.log.info({ err: { message: (err as Error).message } }, 'malformed multipart body');
    throw Errors.badRequest('上传内容不完整或格式不正确');
  }
}

/**
 * The text rules every request string obeys (http/input.ts), for what a multipart body carries beside
 * the bytes: the fields sent before the file, their names and the file name.
 */
function refuseBadText(part: MultipartFile): void {
  const texts: [string, string][] = [['filename', part.filename]];
  for (const [name, value] of Object.entries(part.fields)) {
    texts.push(['字段名', name]);
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v?.type === 'field' && typeof v.value === 'string') texts.push([name, v.value]);
    }
  }
  for (const [field, text] of texts) {
    const fault = textFault(text);
    if (fault) throw Errors.badRequest(`${textFault(field) ? '字段名' : field} ${fault}`);
  }
}

/** The multipart plugin's own refusals (limits) carry a 4xx status; the parser's failures carry none. */
function isClientError(err: unknown): boolean {
  const status = (err as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function keyFor(folder: string, ext: string): string {
  const d = new Date();
  const month = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${folder}/${d.getUTCFullYear()}/${month}/${nanoid(16)}.${ext}`;
}

export async function uploadApiRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'uploadMedia', { preHandler: rateLimit(limits.upload) }, async (request) => {
    const { uid } = requireUser(request);
    const data = await readFile(request, VIDEO_MAX);
    const s = await sniff(data, 'media');
    const url = await app.files.put(keyFor('square', s.ext), data);
    // A post may only show what its author uploaded, at this very address (square/media.ts).
    await recordUpload(app.db, uid, {
      url,
      kind: s.kind,
      width: s.width,
      height: s.height,
      duration: s.duration,
    });
    return ok({
      url,
      kind: s.kind,
      width: s.width,
      height: s.height,
      ...(s.kind === 'video' ? { duration: s.duration } : {}),
    });
  });
}

export async function uploadPortalRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'uploadAvatar', { preHandler: rateLimit(limits.upload) }, async (request) => {
    const { uid } = requireUser(request);
    const data = await readFile(request, AVATAR_MAX);
    const s = await sniff(data, 'avatar');
    const avatar = await app.files.put(keyFor('avatars', s.ext), data);
    await app.db.updateTable('users').set({ avatar }).where('uid', '=', uid).execute();
    return ok({ avatar }, '头像已更新');
  });
}

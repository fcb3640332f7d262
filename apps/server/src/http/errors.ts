import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isForeignKeyViolation } from '../db/errors.ts';
import { AppError, ErrorCode } from './answer.ts';
import { securityHeaders } from './security.ts';
import { describeValidation } from './validation.ts';

/** HTTP statuses Fastify may refuse with that the contract has no answer code for: answered as sent. */
const METHOD_NOT_ALLOWED = 405;
const NOT_ACCEPTABLE = 406;

const statusMessages: Record<number, string> = {
  [ErrorCode.BadRequest]: '请求格式不正确',
  [ErrorCode.Unauthorized]: '未授权，请登录',
  [ErrorCode.Forbidden]: '拒绝访问',
  [ErrorCode.NotFound]: '内容不存在',
  [METHOD_NOT_ALLOWED]: '请求方法不支持',
  [NOT_ACCEPTABLE]: '不支持的内容类型',
  [ErrorCode.PayloadTooLarge]: '上传内容过大',
  [ErrorCode.UnsupportedMediaType]: '不支持的内容类型',
  [ErrorCode.TooManyRequests]: '操作过于频繁，请稍后再试',
};

/**
 * The most a refused body is read (and thrown away) so the connection stays usable: the largest body
 * any route accepts (an upload). A client declaring more is answered, then disconnected.
 */
export const DRAIN_LIMIT = 50 * 1024 * 1024;

/**
 * Fastify closes the connection when it refuses a body (too large, bad JSON) because the client may
 * still be sending it; a client that writes its whole body before reading then sees a reset instead
 * of the answer. Reading the rest of the body, up to DRAIN_LIMIT, lets the answer arrive and the
 * connection serve the next request.
 */
function drainRefusedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  if (reply.getHeader('connection') !== 'close' || raw.destroyed) return;
  if (raw.complete) {
    // Read to its end already (malformed JSON, say): nothing is left in flight.
    reply.removeHeader('connection');
    return;
  }
  const declared = Number(raw.headers['content-length']);
  if (declared > DRAIN_LIMIT) return;
  reply.removeHeader('connection');
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) raw.socket.destroy();
  });
  raw.resume();
}

/** Every failure becomes `{ code, msg }`; stacks and internals go to the log only. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    drainRefusedBody(request, reply);
    if (error instanceof AppError) {
      if (error.status === ErrorCode.TooManyRequests) reply.header('retry-after', '60');
      return reply.status(error.status).send({ code: error.code, msg: error.message, data: null });
    }
    const fe = error as FastifyError;
    // PostgreSQL refusing a value the schema let through (an id above int4, text where a number is
    // expected) is bad input, on SQLite it would simply match nothing.
    if (fe.code === '22003' || fe.code === '22P02') {
      return reply
        .status(ErrorCode.BadRequest)
        .send({ code: ErrorCode.BadRequest, msg: '参数错误：数值超出范围', data: null });
    }
    // The content a write refers to was deleted while the request ran: what the player would have
    // been told a moment later.
    if (isForeignKeyViolation(error)) {
      return reply
        .status(ErrorCode.NotFound)
        .send({ code: ErrorCode.NotFound, msg: statusMessages[ErrorCode.NotFound], data: null });
    }
    if (fe.validation) {
      const msg = `参数错误：${describeValidation(fe.validation, fe.validationContext)}`;
      return reply.status(ErrorCode.BadRequest).send({ code: ErrorCode.BadRequest, msg, data: null });
    }
    const status = fe.statusCode ?? ErrorCode.InternalError;
    if (status >= 400 && status < 500) {
      // Multipart limits surface as their own error classes with a 413 status.
      const msg = statusMessages[status] ?? statusMessages[ErrorCode.BadRequest]!;
      request.log.info({ err: { code: fe.code, message: fe.message } }, 'client error');
      return reply.status(status).send({ code: status, msg, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(ErrorCode.InternalError)
      .send({ code: ErrorCode.InternalError, msg: '服务器内部错误', data: null });
  });
}

const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: '参数错误：请求地址格式不正确',
  FST_ERR_MAX_PARAM_LENGTH: '参数错误：请求地址过长',
};

/**
 * What Fastify refuses before any route (and so before every hook): a malformed %-escape, an
 * over-long path part. 400 like any other malformed request (openapi/README.md "Answers").
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ err: { code: error.code } }, 'client error');
  reply
    .headers(securityHeaders(request.url))
    .header('x-request-id', request.id)
    .status(ErrorCode.BadRequest)
    .send({
      code: ErrorCode.BadRequest,
      msg: frameworkMessages[error.code] ?? statusMessages[ErrorCode.BadRequest],
      data: null,
    });
}

const parserMessages: Record<string, string> = {
  HPE_HEADER_OVERFLOW: '请求头过大',
  ERR_HTTP_REQUEST_TIMEOUT: '请求超时',
};

/**
 * What Node's HTTP parser refuses before Fastify sees a request: request line and headers over
 * 16 KB, headers arriving too slowly, anything malformed. All answer 400 (the contract's status for a
 * malformed request), written by hand on the socket in the portal's shape with the same security
 * headers; then the connection closes, as the parser cannot continue after such an error.
 */
export function answerClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = ErrorCode.BadRequest;
  // Only the code: the error carries the raw bytes received, which may hold a token.
  this.log.info({ err: { code: err.code } }, 'client error');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const msg = (err.code && parserMessages[err.code]) ?? statusMessages[status];
  const body = JSON.stringify({ code: status, msg, data: null });
  const headers: Record<string, string | number> = {
    ...securityHeaders('/api/'),
    'x-request-id': randomUUID(),
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  };
  const head = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\r\n');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`, () => socket.destroy());
}

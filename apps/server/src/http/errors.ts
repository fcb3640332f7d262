import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './answer.ts';
import { describeValidation } from './validation.ts';

const statusMessages: Record<number, string> = {
  400: '请求格式不正确',
  401: '未授权，请登录',
  403: '拒绝访问',
  404: '内容不存在',
  405: '请求方法不支持',
  406: '不支持的内容类型',
  413: '上传内容过大',
  415: '不支持的内容类型',
  429: '操作过于频繁，请稍后再试',
};

/** Every failure becomes `{ code, msg }`; stacks and internals go to the log only. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429) reply.header('retry-after', '60');
      return reply.status(error.status).send({ code: error.code, msg: error.message, data: null });
    }
    const fe = error as FastifyError;
    // PostgreSQL refusing a value the schema let through (an id above int4, text where a number is
    // expected) is bad input, on SQLite it would simply match nothing.
    if (fe.code === '22003' || fe.code === '22P02') {
      return reply.status(400).send({ code: 400, msg: '参数错误：数值超出范围', data: null });
    }
    if (fe.validation) {
      const msg = `参数错误：${describeValidation(fe.validation, fe.validationContext)}`;
      return reply.status(400).send({ code: 400, msg, data: null });
    }
    const status = fe.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Multipart limits surface as their own error classes with a 413 status.
      const msg = statusMessages[status] ?? statusMessages[400]!;
      request.log.info({ err: { code: fe.code, message: fe.message } }, 'client error');
      return reply.status(status).send({ code: status, msg, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, msg: '服务器内部错误', data: null });
  });
}

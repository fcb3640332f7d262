import { componentsSchema } from '@portal/openapi';
import type { FastifySchemaValidationError } from 'fastify';

interface VerboseError extends FastifySchemaValidationError {
  parentSchema?: Record<string, unknown>;
}

/**
 * The contract's OneLineText pattern (no bidirectional control characters): a field failing it is told
 * why in words, not just `格式不正确`.
 */
const ONE_LINE_PATTERN = componentsSchema().$defs.OneLineText?.pattern;

/** Turns the first schema error into one Chinese sentence, e.g. `name 长度需在 2-16 之间`. */
export function describeValidation(errors: FastifySchemaValidationError[], context?: string): string {
  const e = errors[0] as VerboseError | undefined;
  if (!e) return '请求格式不正确';
  const params = e.params as Record<string, unknown>;
  const fromPath = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = String(params.missingProperty ?? (fromPath || context || '请求'));
  const s = e.parentSchema ?? {};
  switch (e.keyword) {
    case 'required':
      return `缺少 ${field}`;
    case 'minLength':
    case 'maxLength':
      if (s.minLength !== undefined && s.maxLength !== undefined) {
        return `${field} 长度需在 ${s.minLength}-${s.maxLength} 之间`;
      }
      return e.keyword === 'minLength'
        ? `${field} 长度至少为 ${s.minLength}`
        : `${field} 长度不能超过 ${s.maxLength}`;
    case 'minimum':
    case 'maximum':
      if (s.minimum !== undefined && s.maximum !== undefined) {
        return `${field} 需在 ${s.minimum}-${s.maximum} 之间`;
      }
      return e.keyword === 'minimum' ? `${field} 不能小于 ${s.minimum}` : `${field} 不能大于 ${s.maximum}`;
    case 'minItems':
    case 'maxItems':
      return `${field} 数量不符合要求`;
    case 'type':
      return `${field} 类型应为 ${typeName(String(params.type))}`;
    case 'enum':
      return `${field} 取值无效`;
    case 'pattern':
      if (s.pattern === ONE_LINE_PATTERN) return `${field} 不能含有文字方向控制字符`;
      return `${field} 格式不正确`;
    case 'format':
      return `${field} 格式不正确`;
    default:
      return `${field} 不符合要求`;
  }
}

function typeName(t: string): string {
  const names: Record<string, string> = {
    string: '字符串',
    integer: '整数',
    number: '数字',
    object: '对象',
    array: '数组',
    boolean: '布尔值',
  };
  return names[t] ?? t;
}

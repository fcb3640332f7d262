import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { Errors } from './answer.ts';

/**
 * Rules every request string obeys before any route sees it (openapi/README.md "Input rules"): the
 * C0 control characters other than tab, line feed and carriage return (NUL above all: PostgreSQL
 * refuses it in text, so it used to surface as a 500) and unpaired UTF-16 surrogates (they cannot be
 * stored as UTF-8 and would come back as U+FFFD).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Why a request string is refused, or null when it is acceptable text. */
export function textFault(s: string): string | null {
  if (CONTROL_CHARACTERS.test(s)) return '含有不允许的控制字符';
  if (!s.isWellFormed()) return '含有无效的 Unicode 字符';
  return null;
}

type Container = Record<string, unknown> | unknown[];

interface Leaf {
  container: Container;
  key: string | number;
  path: string;
}

/**
 * Every property (name and value, nested ones too) of a parsed request part (query, params, a JSON or form body), depth first. Iterative:
 * a 1 MB JSON body may nest half a million arrays, far beyond the call stack.
 */
function* leaves(root: unknown): Generator<Leaf & { value: unknown; keyOnly?: true }> {
  if (root === null || typeof root !== 'object' || Buffer.isBuffer(root)) return;
  const stack: { node: Container; path: string }[] = [{ node: root as Container, path: '' }];
  while (stack.length > 0) {
    const { node, path } = stack.pop() as { node: Container; path: string };
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((v, i) => [i, v])
      : Object.entries(node);
    for (const [key, value] of entries) {
      const here = path ? `${path}.${key}` : String(key);
      if (typeof key === 'string') yield { container: node, key, path: here, value: key, keyOnly: true };
      if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
        stack.push({ node: value as Container, path: here });
      }
      yield { container: node, key, path: here, value };
    }
  }
}

/** The first string of a request part that breaks the text rules, as `field 含有...`, or null. */
export function findTextFault(part: unknown, context: string): string | null {
  for (const leaf of leaves(part)) {
    if (typeof leaf.value !== 'string') continue;
    const fault = textFault(leaf.value);
    if (fault) {
      // A bad property name is named by where it sits, never echoed (it is the bad text itself).
      const field = leaf.keyOnly ? leaf.path.slice(0, -leaf.value.length - 1) || context : leaf.path;
      return `${field} ${fault}`;
    }
  }
  return null;
}

/**
 * Refuses, before validation and for every route, request strings that break the text rules: query,
 * path params and parsed bodies (JSON and form). Upload routes read multipart parts themselves and
 * apply `textFault` to the fields they keep.
 */
export function installTextRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [unknown, string][] = [
      [request.params, '路径参数'],
      [request.query, '查询参数'],
      [request.body, '请求体'],
    ];
    for (const [part, context] of parts) {
      const fault = findTextFault(part, context);
      if (fault) throw Errors.badRequest(fault);
    }
  });
}

type ValidateFunction = ((this: unknown, data: unknown, ctx?: unknown) => unknown) & {
  errors?: FastifySchemaValidationError[] | null;
  schemaEnv?: unknown;
};

/** A string a schema's integer or number may stand for: exactly how JavaScript prints that number. */
function isCanonicalNumber(original: unknown, n: number): boolean {
  return typeof original === 'string' && Number.isFinite(n) && String(n) === original;
}

/**
 * Ajv's coercion (needed: query, path and form values arrive as strings) reads a number from any
 * string JavaScript's `+s` accepts: `0x10`, ` 1`, `1e3`, `+1`, `01`, and from true, false and null.
 * This wraps a compiled validator so that a value coerced to a number must have been written the
 * canonical way ("16", "-3", "2.5"); anything else fails as a type error of that field.
 */
export function strictNumbers(validate: ValidateFunction): ValidateFunction {
  const wrapped: ValidateFunction = function (this: unknown, data, ctx) {
    const before: (Leaf & { value: unknown })[] = [];
    for (const leaf of leaves(data)) {
      if (leaf.keyOnly) continue;
      // coerceTypes 'array' also unwraps an array of one: ["0x10"] may become 16 too.
      const value = Array.isArray(leaf.value) && leaf.value.length === 1 ? leaf.value[0] : leaf.value;
      if (typeof value === 'number' || value === undefined || (typeof value === 'object' && value !== null))
        continue;
      before.push({ ...leaf, value });
    }
    const result = validate.call(this, data, ctx);
    wrapped.errors = validate.errors;
    if (result !== true) return result;
    for (const { container, key, path, value } of before) {
      const now = (container as Record<string | number, unknown>)[key];
      // ...and may have wrapped a scalar in an array of one.
      const n = Array.isArray(now) && now.length === 1 ? now[0] : now;
      if (typeof n !== 'number' || isCanonicalNumber(value, n)) continue;
      const type = Number.isInteger(n) ? 'integer' : 'number';
      wrapped.errors = [
        {
          keyword: 'type',
          instancePath: `/${path.replaceAll('.', '/')}`,
          schemaPath: '#/type',
          params: { type },
          message: `must be ${type} written in decimal`,
        },
      ];
      return false;
    }
    return true;
  };
  // Fastify hands Ajv the parent object only when it sees schemaEnv (root-level coercion).
  wrapped.schemaEnv = validate.schemaEnv;
  return wrapped;
}

type RouteCompiler = (route: unknown) => ValidateFunction;
type CompilerFactory = (externalSchemas: unknown, options: unknown) => RouteCompiler;

const defaultFactory = AjvCompiler() as unknown as CompilerFactory;

const strictFactory: CompilerFactory = (externalSchemas, options) => {
  const compile = defaultFactory(externalSchemas, options);
  return (route) => strictNumbers(compile(route));
};

/**
 * Fastify's own Ajv compiler (same options and shared schemas), every validator wrapped by
 * `strictNumbers`. Cast: the package's types describe the route compiler as taking a bare schema,
 * while Fastify calls it with the route definition ({schema, method, url, httpPart}).
 */
export const strictValidatorFactory = strictFactory as unknown as ValidatorFactory;

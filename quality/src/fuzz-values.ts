// Inputs for contract fuzzing, generated from the request schemas with fast-check: values that fit the
// schema (with their boundaries), and hostile ones (wrong types, huge, unicode, negative, SQL/HTML-ish).
import fc from 'fast-check';
import { deref, flatten, isObject, type Json, type JsonObject } from './contract.ts';

/** Classic hostile inputs a public API meets sooner or later. */
export const HOSTILE: readonly Json[] = [
  '',
  ' ',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '-9223372036854775809',
  '2147483648',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '" OR ""="',
  "admin'--",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}\u0024{7*7}',
  '../../../../etc/passwd',
  '%00%0d%0a',
  '\r\nSet-Cookie: a=b',
  '𠜎𠜱𠝹😀👨‍👩‍👧‍👦\u202e\u200b',
  'ＡＢＣ１２３',
  'é'.repeat(300),
  'x'.repeat(5000),
  'y'.repeat(200_000),
  -1,
  -2_147_483_649,
  0,
  1.5,
  Number.MAX_SAFE_INTEGER,
  2 ** 63,
  true,
  false,
  null,
  [],
  [1, 'a', null],
  {},
  { $gt: '' },
  { __proto__: { polluted: 1 } },
];

export const hostile: fc.Arbitrary<Json> = fc.constantFrom(...HOSTILE);

function stringFor(s: JsonObject): fc.Arbitrary<Json> {
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as Json[]));
  if (s.const !== undefined) return fc.constant(s.const);
  if (typeof s.pattern === 'string') {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, 500));
    } catch {
      // a pattern JS cannot compile: fall through to plain strings
    }
  }
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'uri') return fc.webUrl();
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  const max = typeof s.maxLength === 'number' ? s.maxLength : Math.max(min, 40);
  const text = fc.string({ minLength: min, maxLength: Math.min(max, 200), unit: 'grapheme' });
  return fc.oneof(
    text,
    fc.constant('a'.repeat(min)),
    fc.constant('长'.repeat(Math.min(max, 5000))),
    fc.constant('z'.repeat(max + 1)),
  );
}

function numberFor(s: JsonObject, integer: boolean): fc.Arbitrary<Json> {
  if (Array.isArray(s.enum) && s.enum.length > 0) return fc.constantFrom(...(s.enum as Json[]));
  if (s.const !== undefined) return fc.constant(s.const);
  const min = typeof s.minimum === 'number' ? s.minimum : -1000;
  const max = typeof s.maximum === 'number' ? s.maximum : Math.max(min + 1, 100_000);
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { weight: 3, arbitrary: inRange },
    fc.constantFrom<Json>(min, max, min - 1, max + 1, 2 ** 31, -(2 ** 31) - 1),
  );
}

/** Values that fit the schema, biased towards its boundaries (plus a few just past them). */
export function valueFor(schema: Json | undefined, depth = 0): fc.Arbitrary<Json> {
  const s = flatten(schema);
  if (Array.isArray(s.oneOf) || Array.isArray(s.anyOf)) {
    const options = ((s.oneOf ?? s.anyOf) as Json[]).map((o) => valueFor(o, depth + 1));
    return fc.oneof(...options);
  }
  const type = Array.isArray(s.type) ? (s.type.find((t) => t !== 'null') ?? 'null') : s.type;
  switch (type) {
    case 'string':
      return stringFor(s);
    case 'integer':
      return numberFor(s, true);
    case 'number':
      return numberFor(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (depth > 3) return fc.constant([]);
      const max = typeof s.maxItems === 'number' ? s.maxItems : 5;
      return fc.array(valueFor(s.items, depth + 1), { maxLength: Math.min(max, 10) });
    }
    default:
      if (isObject(s.properties) && depth <= 3) return objectFor(s, depth);
      return fc.oneof(fc.string(), fc.integer());
  }
}

function objectFor(s: JsonObject, depth: number): fc.Arbitrary<Json> {
  const props = (s.properties ?? {}) as JsonObject;
  const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
  const model: Record<string, fc.Arbitrary<Json>> = {};
  for (const [key, value] of Object.entries(props)) model[key] = valueFor(deref(value), depth + 1);
  return fc.record(model, {
    requiredKeys: Object.keys(props).filter((k) => required.has(k)),
  }) as fc.Arbitrary<Json>;
}

/** A body for a request schema: fitting, one field hostile, a required field missing, or junk. */
export function bodyFor(schema: Json | undefined): fc.Arbitrary<Json> {
  const s = flatten(schema);
  const fitting = valueFor(s);
  const names = Object.keys(isObject(s.properties) ? s.properties : {});
  const required = Array.isArray(s.required) ? s.required.map(String) : [];
  const arbs: fc.Arbitrary<Json>[] = [fitting];
  if (names.length > 0) {
    arbs.push(
      fc.tuple(fitting, fc.constantFrom(...names), hostile).map(([body, key, bad]) => ({
        ...(isObject(body) ? body : {}),
        [key]: bad,
      })),
    );
  }
  if (required.length > 0) {
    arbs.push(
      fc.tuple(fitting, fc.constantFrom(...required)).map(([body, key]) => {
        const copy = { ...(isObject(body) ? body : {}) };
        delete copy[key];
        return copy;
      }),
    );
  }
  arbs.push(hostile);
  return fc.oneof(...arbs);
}

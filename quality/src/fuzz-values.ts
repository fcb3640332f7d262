// Inputs for contract fuzzing, generated from the request schemas with fast-check: values that fit the
// schema (with their boundaries), and hostile ones (wrong types, huge, unicode, negative, SQL/HTML-ish),
// grouped in families so that a sweep can hit every field of every operation with every family.
import fc from 'fast-check';
import { deref, flatten, isObject, type Json, type JsonObject } from './contract.ts';

/**
 * A value written into the request as these exact bytes: numbers JavaScript cannot hold (2^53 + 1,
 * 1e309), JSON nesting or keys a serializer would not produce, and strings carrying invalid UTF-8 (lone
 * surrogates as WTF-8 or CESU-8 bytes, overlong forms). `quoted` puts it between JSON quotes; forms,
 * queries and paths carry the bytes %-encoded, multipart and headers carry them as they are.
 */
export class Raw {
  readonly bytes: Buffer;
  readonly quoted: boolean;
  readonly label: string;
  constructor(bytes: Buffer | string, quoted: boolean, label?: string) {
    this.bytes = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes;
    this.quoted = quoted;
    this.label = label ?? this.bytes.toString('latin1');
  }
}

/** A field's value in a fuzz request: JSON as a client would serialize it, or exact bytes. */
export type Value = Json | Raw | Value[] | { [key: string]: Value };

/**
 * UTF-8 for every UTF-16 code unit, lone surrogates included (WTF-8): what a client that never checks
 * its strings puts on the wire. `Buffer.from(s, 'utf8')` would quietly turn them into U+FFFD.
 */
export function wtf8(s: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      c = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
      i += 1;
      out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    } else if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Buffer.from(out);
}

/** Every C0 control character and DEL, between two letters. */
const ALL_C0 = `a${Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)).join('')}\u007fb`;

export const FAMILY_NAMES = ['control', 'surrogate', 'number', 'long', 'type', 'id', 'classic'] as const;
export type Family = (typeof FAMILY_NAMES)[number];

/**
 * Hostile values by family. `long` values are cut to fit where the request line or a header carries
 * them (over-long URLs and headers have tests of their own).
 */
export const FAMILIES: Record<Family, readonly Value[]> = {
  control: [
    '\u0000',
    ALL_C0,
    'x\u0000y',
    '1\u0000',
    '\u0000'.repeat(1000),
    '\r\nSet-Cookie: a=b',
    '\u001b[31m\u0008\u007f',
    '\u0085\u2028\u2029\ufeff\uffff',
  ],
  surrogate: [
    '\ud800',
    'a\udc00b',
    '\udfff\ud800',
    'x\udbff',
    new Raw(wtf8('a\ud800b'), true, 'WTF-8 bytes of a lone high surrogate'),
    new Raw(wtf8('\udc00'), true, 'WTF-8 bytes of a lone low surrogate'),
    new Raw(Buffer.concat([wtf8('\ud83d'), wtf8('\ude00')]), true, 'CESU-8 bytes of U+1F600'),
    new Raw(
      Buffer.from([0xc0, 0xae, 0xc0, 0xaf, 0xff, 0xfe, 0x80]),
      true,
      'overlong and invalid UTF-8 bytes',
    ),
  ],
  number: [
    new Raw('9007199254740993', false),
    new Raw('-9007199254740993', false),
    new Raw('1e308', false),
    new Raw('-1e308', false),
    new Raw('1e309', false),
    new Raw('-0', false),
    new Raw('-1', false),
    new Raw('2147483648', false),
    new Raw('-2147483649', false),
    new Raw('9223372036854775808', false),
    new Raw('99999999999999999999999999999999', false),
    new Raw('0.5', false),
    new Raw('1e-400', false),
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '9'.repeat(400),
  ],
  long: ['x'.repeat(200_000), '长'.repeat(60_000), '😀'.repeat(40_000), 'a\u0000'.repeat(50_000)],
  type: [
    [],
    {},
    [1, 'a', null],
    [[[[['deep']]]]],
    { $gt: '' },
    true,
    false,
    null,
    new Raw(
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
      false,
      '__proto__ object',
    ),
    new Raw(`${'['.repeat(5000)}${']'.repeat(5000)}`, false, '5000 nested arrays'),
  ],
  id: ['0x10', ' 1', '1 ', '+1', '1e3', '1.0', '0b1', '0o7', '１', '1,2', '-0', '00000001', '1_000'],
  classic: [
    '',
    ' ',
    'null',
    'undefined',
    "' OR '1'='1' --",
    '1; DROP TABLE users; --',
    '<script>alert(1)</script>',
    '"><svg/onload=alert(1)>',
    'javascript:alert(1)',
    '{{7*7}}\u0024{7*7}',
    '../../../../etc/passwd',
    '%00%0d%0a%c0%ae%',
    '𠜎𠜱😀👨‍👩‍👧‍👦\u202e\u200b',
    'ＡＢＣ１２３',
  ],
};

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

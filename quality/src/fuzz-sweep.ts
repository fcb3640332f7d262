// The deterministic half of contract fuzzing: every field of an operation (body fields, query and path
// parameters, its header parameters and the session headers) gets values of every hostile family, on
// top of a request that otherwise fits; and every body-taking operation gets broken bodies. Where the
// untouched request succeeds, an id field written as `0x..`, ` 1`, `+1` or `1e0` must be refused.

import fc from 'fast-check';
import { deref, flatten, isObject, type Json, type JsonObject, type Operation } from './contract.ts';
import {
  BOUNDARY,
  bodySchemaOf,
  type Encoding,
  encodingsOf,
  FILES,
  type FuzzCase,
  multipartBody,
} from './fuzz-request.ts';
import { FAMILIES, FAMILY_NAMES, type Family, Raw, type Value, valueFor, wtf8 } from './fuzz-values.ts';

export type Where = 'body' | 'query' | 'path' | 'header';

export interface Field {
  name: string;
  where: Where;
  schema: JsonObject;
}

export interface SweepCase {
  field: string;
  family: Family | 'malformed id' | 'broken body';
  label: string;
  c: FuzzCase;
  /** The untouched request succeeded; this one only spells an id differently and must not. */
  mustRefuse?: boolean;
}

/** Ids of things that exist on the server under test, so requests get past the 404s. */
export interface KnownIds {
  post: number;
  comment: number;
  uid: string;
}

/** Names of id fields; only those the contract types as integers or digit strings are held to strict spelling. */
const ID_NAME = /^(id|uid)$|Id$|ID$/;

function numeric(schema: JsonObject): boolean {
  return (
    schema.type === 'integer' ||
    schema.type === 'number' ||
    (typeof schema.pattern === 'string' && schema.pattern.startsWith('^[0-9]'))
  );
}

/** Every field of an operation a client fills in, the session headers of a secured one included. */
export function fieldsOf(op: Operation): Field[] {
  const out: Field[] = [];
  for (const p of op.parameters) out.push({ name: p.name, where: p.in, schema: p.schema });
  const schema = bodySchemaOf(op);
  if (schema) {
    const props = flatten(schema).properties;
    for (const [name, s] of Object.entries(isObject(props) ? props : {})) {
      out.push({ name, where: 'body', schema: flatten(deref(s)) });
    }
  }
  if (op.secured) {
    out.push({ name: 'UG-Uid', where: 'header', schema: { type: 'string', pattern: '^[0-9]{1,20}$' } });
    out.push({ name: 'UG-Token', where: 'header', schema: { type: 'string' } });
  }
  return out;
}

/** A few candidate requests that fit the contract, each with other existing ids; the first to succeed is the base. */
export function baseCandidates(op: Operation, ids: KnownIds, seed: number): FuzzCase[] {
  const idChoices = [1, ids.post, 1001, ids.comment, 2];
  const schema = bodySchemaOf(op);
  const flat = schema ? flatten(schema) : {};
  const props = isObject(flat.properties) ? flat.properties : {};
  const required = new Set(Array.isArray(flat.required) ? flat.required.map(String) : []);
  const encoding: Encoding = encodingsOf(op)[0] ?? 'json';
  return idChoices.map((id, attempt) => {
    const body: Record<string, Value> = {};
    for (const [name, raw] of Object.entries(props)) {
      const s = flatten(deref(raw));
      if (name === '_json' || (!required.has(name) && name !== 'appID' && name !== 'channelID')) continue;
      if (s.format === 'binary') continue;
      if (ID_NAME.test(name) && s.type === 'integer')
        body[name] = name === 'appID' && !required.has(name) ? 2008 : id;
      else if (s.default !== undefined) body[name] = s.default;
      else body[name] = fc.sample(valueFor(s), { numRuns: 1, seed: seed + attempt })[0] ?? null;
    }
    const path: Record<string, Value> = {};
    const query: Record<string, Value> = {};
    for (const p of op.parameters) {
      if (p.in === 'path') {
        if (p.schema.type === 'string') path[p.name] = ids.uid;
        else path[p.name] = p.name === 'commentId' ? ids.comment : p.name === 'postId' ? ids.post : id;
      }
    }
    return {
      path,
      query,
      body,
      encoding,
      idempotencyKey: undefined,
      file: FILES[0]!,
    };
  });
}

/**
 * Which values of a family a field gets in this turn: a few each, taken in turn so that across all the
 * fields every value is sent, and the ones that matter most to every field.
 */
function picks(family: Family, isNumeric: boolean, n: number, turn: number): number[] {
  const rotate = (count: number, from = 0) =>
    Array.from({ length: count }, (_, i) => from + ((turn * count + i) % (n - from)));
  switch (family) {
    case 'control':
      // Every other field gets every C0 control (NUL included) in one string, the others one value in
      // turn (NUL alone among them).
      return [turn % 2 === 0 ? 1 : (turn >> 1) % n];
    case 'surrogate':
      // In turn: one that JSON escapes (\ud800) and a form carries as WTF-8 bytes, or one sent as
      // raw bytes in every encoding.
      return [turn % 2 === 0 ? (turn >> 1) % 4 : 4 + ((turn >> 1) % 4)];
    case 'number':
      return rotate(isNumeric ? 3 : 1);
    case 'id':
      return rotate(isNumeric ? 2 : 1);
    default:
      return rotate(1);
  }
}

function withField(base: FuzzCase, f: Field, v: Value, encoding: Encoding): FuzzCase {
  const c: FuzzCase = { ...base, encoding, path: { ...base.path }, query: { ...base.query } };
  if (f.where === 'path') c.path[f.name] = v;
  else if (f.where === 'query') c.query[f.name] = v;
  else if (f.where === 'header') c.headers = { ...base.headers, [f.name]: v };
  else {
    const body = isObject(base.body as Json) ? (base.body as Record<string, Value>) : {};
    c.body = { ...body, [f.name]: v };
    if (f.schema.format === 'binary') c.fileAsText = true;
  }
  return c;
}

function labelOf(v: Value): string {
  if (v instanceof Raw) return v.label.slice(0, 60);
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  const shown = JSON.stringify(s.length > 40 ? `${s.slice(0, 20)}…(${s.length} chars)` : s);
  return shown ?? String(v);
}

/** Integer-like value of a field in the base request, when it is one. */
function integerOf(v: Value | undefined): number | undefined {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return v;
  if (typeof v === 'string' && /^[0-9]{1,15}$/.test(v)) return Number(v);
  return undefined;
}

/**
 * The sweep for one operation. `turn` rotates which values of a family a field gets, so across all
 * fields every value is sent; `baseSucceeded` adds the malformed-id cases.
 */
export function sweepCases(op: Operation, base: FuzzCase, baseSucceeded: boolean, turn: number): SweepCase[] {
  const out: SweepCase[] = [];
  const encodings = encodingsOf(op);
  // One turn counter per family, so each family walks through all of its values field after field.
  const turns = new Map<Family, number>();
  for (const f of fieldsOf(op)) {
    const isNumeric = numeric(f.schema);
    for (const family of FAMILY_NAMES) {
      // Over-long headers are refused by Node before any route (tested on their own).
      if (f.where === 'header' && family === 'long') continue;
      const values = FAMILIES[family];
      const rotation = turns.get(family) ?? turn;
      turns.set(family, rotation + 1);
      for (const i of picks(family, isNumeric, values.length, rotation)) {
        const v = values[i]!;
        // Control characters and broken UTF-16 go in every encoding (each has its own decoder);
        // the rest take the encodings in turn.
        const perEncoding =
          f.where === 'body' && (family === 'control' || family === 'surrogate')
            ? encodings
            : [encodings[(rotation + i) % Math.max(encodings.length, 1)] ?? base.encoding];
        for (const encoding of perEncoding) {
          out.push({
            field: `${f.where}:${f.name}`,
            family,
            label: labelOf(v),
            c: withField(base, f, v, encoding),
          });
        }
      }
    }
    const n =
      f.where === 'header'
        ? undefined
        : integerOf(
            f.where === 'body'
              ? (base.body as Record<string, Value>)?.[f.name]
              : f.where === 'path'
                ? base.path[f.name]
                : base.query[f.name],
          );
    if (baseSucceeded && n !== undefined && isNumeric && ID_NAME.test(f.name)) {
      for (const spelled of [`0x${n.toString(16)}`, ` ${n}`, `+${n}`, `${n}e0`]) {
        out.push({
          field: `${f.where}:${f.name}`,
          family: 'malformed id',
          label: JSON.stringify(spelled),
          c: withField(base, f, spelled, base.encoding),
          mustRefuse: true,
        });
      }
    }
  }
  out.push(...brokenBodies(op, base));
  return out;
}

const JSON_TYPE = 'application/json';
const FORM_TYPE = 'application/x-www-form-urlencoded';

/** Bodies no well-behaved client sends: cut short, malformed, in another charset, or of another type. */
function brokenBodies(op: Operation, base: FuzzCase): SweepCase[] {
  if (op.method !== 'post') return [];
  const bodies: [string, Buffer, string][] = [
    ['unterminated JSON', Buffer.from('{"appID":'), JSON_TYPE],
    ['JSON with a raw NUL byte', Buffer.from('{"appID":2008,"channelID":"\u0000"}\u0000'), JSON_TYPE],
    [
      'JSON with raw lone-surrogate bytes in a key',
      Buffer.concat([Buffer.from('{"'), wtf8('\ud800'), Buffer.from('":1}')]),
      JSON_TYPE,
    ],
    ['20000 nested JSON arrays', Buffer.from(`${'['.repeat(20000)}${']'.repeat(20000)}`), JSON_TYPE],
    [
      'JSON __proto__ body',
      Buffer.from('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}'),
      JSON_TYPE,
    ],
    ['JSON null', Buffer.from('null'), JSON_TYPE],
    ['JSON string', Buffer.from('"\\u0000"'), JSON_TYPE],
    ['empty JSON body', Buffer.alloc(0), JSON_TYPE],
    ['JSON declared UTF-16', Buffer.from('{"appID":2008}', 'utf16le'), 'application/json; charset=utf-16'],
    ['form with a lone %', Buffer.from('appID=%&channelID=%'), FORM_TYPE],
    ['form with %c0%ae and %zz', Buffer.from('appID=2008&channelID=%c0%ae%zz&%ff%fe=%ed%a0%80'), FORM_TYPE],
    ['form of bare separators', Buffer.from('=&&=&=='), FORM_TYPE],
    ['form with raw bytes 0x00 and 0xff', Buffer.from([0x61, 0x3d, 0x00, 0xff, 0x26, 0x00, 0x3d]), FORM_TYPE],
    [
      'form with 5000 keys',
      Buffer.from(Array.from({ length: 5000 }, (_, i) => `k${i}=${i}`).join('&')),
      FORM_TYPE,
    ],
    ['form declared latin1', Buffer.from('channelID=\u00e9', 'latin1'), `${FORM_TYPE}; charset=iso-8859-1`],
    [
      'multipart to a route that takes no file',
      multipartBody([{ name: 'appID', data: Buffer.from('2008') }]),
      `multipart/form-data; boundary=${BOUNDARY}`,
    ],
    ['multipart without a boundary', Buffer.from('--x\r\n\r\n'), 'multipart/form-data'],
    [
      'XML',
      Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
      'application/xml',
    ],
    ['a content type full of junk', Buffer.from('{}'), 'application/json; charset="\u0001"; boundary=;;;'],
  ];
  return bodies.map(([label, bytes, type]) => ({
    field: 'body',
    family: 'broken body',
    label,
    c: { ...base, rawBody: { bytes, type } },
  }));
}

// The README's conventions, checked on every operation.
import { describe, expect, it } from 'vitest';
import { deref, doc, isObject, type Json, obj, operations, parametersOf, requestBodyOf } from './contract.ts';

const LOGIN = [{ ugUid: [], ugToken: [] }];
const IDEMPOTENT = [
  'POST /vip/vipopen',
  'POST /order/payInfo',
  'POST /user/game/download/{id}',
  'POST /user/gift/claim',
  'POST /user/task/claim',
  'POST /user/checkin/sign',
];
const ERROR_STATUSES = ['400', '401', '403', '404', '413', '415', '429', '500'];

const name = (o: (typeof operations)[number]) => `${o.method.toUpperCase()} ${o.path}`;

describe('contract conventions', () => {
  it('has a unique operationId and a summary on every operation', () => {
    const ids = operations.map((o) => o.op.operationId);
    for (const o of operations) expect(typeof o.op.operationId, name(o)).toBe('string');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sends portal bodies as form-urlencoded with the same schema as JSON', () => {
    for (const o of operations.filter((x) => x.base === '/portal')) {
      const body = requestBodyOf(o);
      expect(body, name(o)).toBeDefined();
      const content = obj(body?.content, `${name(o)} content`);
      if (content['multipart/form-data']) continue;
      const form = obj(content['application/x-www-form-urlencoded'], `${name(o)} form`);
      const json = obj(content['application/json'], `${name(o)} json`);
      expect(json.schema, name(o)).toEqual(form.schema);
    }
  });

  it('lets every square call carry X-Requested-With', () => {
    for (const o of operations.filter((x) => x.base === '/api')) {
      const header = parametersOf(o).find((p) => p.in === 'header' && p.name === 'X-Requested-With');
      expect(header, name(o)).toBeDefined();
      expect(deref(header?.schema).enum).toEqual(['XMLHttpRequest']);
    }
  });

  it('defines the UG-Uid / UG-Token header schemes', () => {
    const schemes = obj(obj(doc.components, 'components').securitySchemes, 'securitySchemes');
    expect(deref(schemes.ugUid)).toMatchObject({ type: 'apiKey', in: 'header', name: 'UG-Uid' });
    expect(deref(schemes.ugToken)).toMatchObject({ type: 'apiKey', in: 'header', name: 'UG-Token' });
  });

  it('declares 400 on every operation, and 429 on every rate-limited one (all but the payment callback)', () => {
    for (const o of operations) {
      const statuses = Object.keys(obj(o.op.responses, name(o)));
      expect(statuses, name(o)).toContain('400');
      if (name(o) !== 'POST /order/notify') expect(statuses, name(o)).toContain('429');
    }
  });

  it('declares 415 on every operation that takes a body, since any client can send one of another type', () => {
    for (const o of operations.filter((x) => ['post', 'put', 'patch'].includes(x.method))) {
      expect(Object.keys(obj(o.op.responses, name(o))), name(o)).toContain('415');
    }
  });

  it('answers 401 wherever a login is required, and requires one for the money-moving and personal calls', () => {
    for (const o of operations) {
      const required = JSON.stringify(o.op.security) === JSON.stringify(LOGIN);
      if (required) expect(Object.keys(obj(o.op.responses, name(o))), name(o)).toContain('401');
    }
    const mustLogIn = [
      'POST /vip/vipopen',
      'POST /order/payInfo',
      'POST /user/center/me',
      'POST /v1/square/post',
      'DELETE /v1/square/post/{id}',
      'POST /user/checkin/sign',
    ];
    for (const call of mustLogIn) {
      const o = operations.find((x) => name(x) === call);
      expect(JSON.stringify(o?.op.security), call).toBe(JSON.stringify(LOGIN));
    }
  });

  it('accepts an Idempotency-Key header on the money-moving calls', () => {
    for (const call of IDEMPOTENT) {
      const o = operations.find((x) => name(x) === call);
      expect(o, call).toBeDefined();
      if (!o) continue;
      const header = parametersOf(o).find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      expect(header, call).toBeDefined();
    }
  });

  it('documents every error status with ErrorAnswer', () => {
    for (const o of operations) {
      const responses = obj(o.op.responses, name(o));
      expect(Object.keys(responses), name(o)).toContain('500');
      for (const status of Object.keys(responses).filter((s) => ERROR_STATUSES.includes(s))) {
        const media = obj(
          obj(deref(responses[status]).content, 'content')['application/json'],
          `${name(o)} ${status}`,
        );
        expect(media.schema, `${name(o)} ${status}`).toEqual({ $ref: '#/components/schemas/ErrorAnswer' });
      }
      for (const status of Object.keys(responses))
        expect(['200', ...ERROR_STATUSES], name(o)).toContain(status);
    }
  });

  it('allows extra request fields (clients add appID and channelID)', () => {
    const seen = new Set<string>();
    const walk = (node: Json | undefined) => {
      if (!isObject(node)) return;
      if (typeof node.$ref === 'string') {
        if (seen.has(node.$ref)) return;
        seen.add(node.$ref);
        walk(deref(node));
        return;
      }
      expect(node.additionalProperties, JSON.stringify(node).slice(0, 80)).not.toBe(false);
      for (const value of Object.values(node)) {
        if (Array.isArray(value)) value.forEach(walk);
        else walk(value);
      }
    };
    for (const o of operations) walk(requestBodyOf(o));
  });
});

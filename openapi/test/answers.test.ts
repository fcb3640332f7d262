// Every 200 answer is the {code, msg, data} envelope: a `*Answer` (Success + data) or a Refusal.
import { describe, expect, it } from 'vitest';
import { deref, errorsOf, isObject, obj, operations, validator } from './contract.ts';

const name = (o: (typeof operations)[number]) => `${o.method.toUpperCase()} ${o.path}`;

function okMedia(o: (typeof operations)[number]) {
  const ok = deref(obj(o.op.responses, name(o))['200'], `${name(o)} 200`);
  return obj(obj(ok.content, `${name(o)} 200 content`)['application/json'], `${name(o)} 200 json`);
}

describe('200 answers', () => {
  it.each(operations.map((o) => [name(o), o] as const))('%s answers the envelope', (_, o) => {
    const media = okMedia(o);
    const schema = obj(media.schema, 'schema');
    const members = Array.isArray(schema.oneOf) ? schema.oneOf : [];
    const refs = members.map((m) => (isObject(m) ? String(m.$ref) : ''));
    expect(refs).toContain('#/components/schemas/Refusal');
    const answerRef = refs.find((r) => r !== '#/components/schemas/Refusal') ?? '';
    expect(answerRef).toMatch(/^#\/components\/schemas\/\w+Answer$/);

    const answer = deref({ $ref: answerRef });
    const parts = Array.isArray(answer.allOf) ? answer.allOf : [];
    expect(parts[0]).toEqual({ $ref: '#/components/schemas/Success' });
    const dataPart = obj(parts[1], `${answerRef} data part`);
    expect(dataPart.required).toEqual(['data']);

    const validate = validator(schema);
    // A session-expired refusal fits every call; a success without data fits none.
    expect(validate({ code: 2, msg: '登录已失效，请重新登录', data: null }), errorsOf(validate)).toBe(true);
    expect(validate({ code: 0, msg: 'ok' })).toBe(false);
    expect(validate({ code: 7, msg: '未知', data: null })).toBe(false);
    if (media.example !== undefined) expect(validate(media.example), errorsOf(validate)).toBe(true);
  });
});

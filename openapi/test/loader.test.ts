// The shared loader as its three kinds of callers use it: the server (componentsSchema in a draft-07 Ajv
// set up like Fastify's), the contract tests (strict) and the server tests and fuzzing (lenient).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createContractAjv, describeErrors } from '../ajv.js';
import {
  COMPONENTS_ID,
  componentRef,
  componentsSchema,
  contractDigest,
  contractPath,
  type JsonObject,
  parsedContractPath,
  readContract,
  rewriteRefs,
} from '../index.js';

describe('componentsSchema in a server-style Ajv', () => {
  // Fastify's defaults plus the server's customOptions (apps/server/src/app.ts).
  const ajv = new Ajv({ coerceTypes: 'array', useDefaults: true, removeAdditional: false, strict: false });
  ajv.addSchema(componentsSchema());
  const pageRequest = ajv.compile({ $ref: componentRef('PageRequest') });

  it('reads a form body through nested component refs: strings coerced, defaults filled, extras kept', () => {
    const body: JsonObject = { currentPage: '2', extra: 'x' };
    expect(pageRequest(body)).toBe(true);
    expect(body).toEqual({ currentPage: 2, pageSize: 20, appID: 2008, channelID: '0', extra: 'x' });
  });

  it('refuses what a referenced component forbids, at the field', () => {
    expect(pageRequest({ pageSize: '500' })).toBe(false);
    expect(describeErrors(pageRequest.errors)).toBe('/pageSize must be <= 100');
  });
});

describe('rewriteRefs', () => {
  it('points component refs into the bundle and leaves other values alone', () => {
    const schema: JsonObject = {
      oneOf: [{ $ref: '#/components/schemas/Refusal' }, { type: 'string', description: '$ref' }],
    };
    expect(rewriteRefs(schema)).toEqual({
      oneOf: [{ $ref: `${COMPONENTS_ID}#/$defs/Refusal` }, { type: 'string', description: '$ref' }],
    });
    expect(schema.oneOf).toEqual([
      { $ref: '#/components/schemas/Refusal' },
      { type: 'string', description: '$ref' },
    ]);
  });
});

describe('createContractAjv', () => {
  const openApiOnly = { type: 'string', example: 'x' };

  it('strict: an OpenAPI-only keyword in a schema is an error', () => {
    expect(() => createContractAjv({ strict: true }).validator(openApiOnly)).toThrow(
      /unknown keyword: "example"/,
    );
  });

  it('lenient: the same schema compiles and validates', () => {
    expect(createContractAjv({ strict: false }).validator(openApiOnly)('x')).toBe(true);
  });

  it('checks an answer against a component, with every error and formats on', () => {
    const { componentValidator } = createContractAjv({ strict: true });
    const refusal = componentValidator('Refusal');
    expect(refusal({ code: 1, msg: '礼包已领完', data: null })).toBe(true);
    expect(refusal({ code: 0 })).toBe(false);
    expect(refusal.errors?.length).toBeGreaterThan(1);
    expect(describeErrors(refusal.errors, 1)).toBe("/ must have required property 'msg'");
  });

  it('names an unknown component', () => {
    expect(() => createContractAjv().componentValidator('NoSuchThing')).toThrow(
      'contract has no schema NoSuchThing',
    );
  });
});

describe('the parsed contract kept beside portal.yaml', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contract-'));
  const yamlAt = join(dir, 'c.yaml');
  const jsonAt = join(dir, 'c.json');
  writeFileSync(yamlAt, 'openapi: 3.1.0\ninfo: {title: t, version: "1"}\n');

  it('is read instead of the YAML when it was written from the same text', () => {
    const source = contractDigest(readFileSync(yamlAt, 'utf8'));
    writeFileSync(jsonAt, JSON.stringify({ source, document: { kept: true } }));
    expect(readContract(yamlAt, jsonAt)).toEqual({ kept: true });
  });

  it('is ignored once the YAML changed, or when it is missing', () => {
    writeFileSync(jsonAt, JSON.stringify({ source: contractDigest('older text'), document: { kept: true } }));
    expect(readContract(yamlAt, jsonAt)).toEqual({ openapi: '3.1.0', info: { title: 't', version: '1' } });
    expect(readContract(yamlAt, join(dir, 'missing.json'))).toMatchObject({ openapi: '3.1.0' });
  });

  it('is committed fresh: the server starts from it, equal to portal.yaml parsed', () => {
    const text = readFileSync(contractPath, 'utf8');
    const kept = JSON.parse(readFileSync(parsedContractPath, 'utf8')) as {
      source: string;
      document: unknown;
    };
    expect(kept.source, 'run `pnpm --filter @portal/openapi gen`').toBe(contractDigest(text));
    expect(kept.document).toEqual(parse(text));
  });
});

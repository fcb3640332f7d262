// Every example in the contract validates against the schema it illustrates (Ajv, JSON Schema 2020-12).
import { describe, expect, it } from 'vitest';
import { componentValidator, doc, errorsOf, isObject, type Json, obj, validator } from './contract.ts';

const schemas = obj(obj(doc.components, 'components').schemas, 'schemas');

type Found = [where: string, schema: Json, example: Json];

/** Media types and parameters: `example` / `examples.{name}.value` beside a `schema`. */
function collectBesideSchemas(node: Json | undefined, where: string, found: Found[]): void {
  if (Array.isArray(node)) {
    for (const [i, value] of node.entries()) collectBesideSchemas(value, `${where}/${i}`, found);
    return;
  }
  if (!isObject(node)) return;
  if (isObject(node.schema)) {
    if (node.example !== undefined) found.push([`${where}/example`, node.schema, node.example]);
    if (isObject(node.examples)) {
      for (const [key, ex] of Object.entries(node.examples)) {
        if (isObject(ex) && ex.value !== undefined)
          found.push([`${where}/examples/${key}`, node.schema, ex.value]);
      }
    }
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'examples') collectBesideSchemas(value, `${where}/${key}`, found);
  }
}

/** Schemas (nested ones included): the JSON Schema `examples` array. */
function collectInSchemas(node: Json | undefined, where: string, found: Found[]): void {
  if (Array.isArray(node)) {
    for (const [i, value] of node.entries()) collectInSchemas(value, `${where}/${i}`, found);
    return;
  }
  if (!isObject(node)) return;
  if (Array.isArray(node.examples)) {
    for (const [i, ex] of node.examples.entries()) found.push([`${where}/examples/${i}`, node, ex]);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'examples') collectInSchemas(value, `${where}/${key}`, found);
  }
}

function collect(): Found[] {
  const found: Found[] = [];
  const components = obj(doc.components, 'components');
  collectBesideSchemas(doc.paths, '#/paths', found);
  collectBesideSchemas(components.responses, '#/components/responses', found);
  collectBesideSchemas(components.parameters, '#/components/parameters', found);
  collectInSchemas(schemas, '#/components/schemas', found);
  return found;
}

const MAIN_SCHEMAS = [
  'Tag',
  'Post',
  'Comment',
  'Account',
  'UserStatus',
  'ServerConfig',
  'Game',
  'GameType',
  'GiftPack',
  'Book',
  'Chapter',
  'ChapterPages',
  'Announcement',
  'Message',
  'LedgerEntry',
  'Order',
  'RechargePackage',
  'VipTier',
  'Task',
  'CheckinInfo',
  'InviteInfo',
  'Activity',
  'Faq',
  'Business',
  'Kefu',
  'UploadResult',
  'Refusal',
];

describe('examples', () => {
  const examples = collect();

  it('are plentiful (the collector works)', () => {
    expect(examples.length).toBeGreaterThan(60);
  });

  it.each(MAIN_SCHEMAS)('main schema %s has an example', (schemaName) => {
    const examplesOf = obj(schemas[schemaName], schemaName).examples;
    expect(Array.isArray(examplesOf) && examplesOf.length > 0).toBe(true);
  });

  it.each(examples)('%s validates', (_, schema, example) => {
    const validate = validator(schema);
    expect(validate(example), errorsOf(validate)).toBe(true);
  });

  it('rejects a wrong example (the validator is live)', () => {
    const validate = componentValidator('Post');
    expect(validate({ id: 'x' })).toBe(false);
  });
});

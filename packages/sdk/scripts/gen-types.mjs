#!/usr/bin/env node
// Generates src/generated/portal.ts from the contract (openapi/portal.yaml) with openapi-typescript,
// and beside it business-codes.ts: the contract's answer codes as named constants (SUCCESS_CODE, and the
// BusinessCode and ErrorAnswer enums by their x-enum-varnames, SESSION_EXPIRED -> BusinessCode.SessionExpired,
// read by openapi/scripts/code-tables.mjs like the server's constants), and field-rules.ts: the limits and
// product constants the contract names (openapi/scripts/field-rule-table.mjs, read like the server's
// `@portal/openapi/limits`), which the SDK's validators and both apps use;
// enum-labels.ts: EnumLabels, the Chinese word of each enum value the contract labels (x-enum-labels,
// openapi/scripts/enum-labels.mjs, read like the server's `@portal/openapi/labels`);
// and admin-methods.ts: the console client's method per admin operation (admin-methods.mjs).
// `--check` writes nothing and exits 1 when a committed file differs from what the contract gives,
// so CI catches a contract change whose types were not regenerated.
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { loadContract } from '../../../openapi/index.js';
import { codeTables } from '../../../openapi/scripts/code-tables.mjs';
import { enumLabels, labelKey } from '../../../openapi/scripts/enum-labels.mjs';
import { fieldRuleTable, valueSource } from '../../../openapi/scripts/field-rule-table.mjs';
import { writeOrCheck } from '../../../openapi/scripts/write-generated.mjs';
import { adminMethods } from './admin-methods.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const contract = resolve(here, '../../../openapi/portal.yaml');
const outAt = process.argv.indexOf('--out');
// --out <file> writes (or checks) another file; the contract tests use it to prove --check can fail.
const target =
  outAt > 0 && process.argv[outAt + 1]
    ? resolve(process.argv[outAt + 1])
    : resolve(here, '../src/generated/portal.ts');
const codesTarget = resolve(dirname(target), 'business-codes.ts');
const rulesTarget = resolve(dirname(target), 'field-rules.ts');
const docsTarget = resolve(dirname(target), 'operation-docs.ts');
const answersTarget = resolve(dirname(target), 'answers.ts');
const labelsTarget = resolve(dirname(target), 'enum-labels.ts');
const adminTarget = resolve(dirname(target), 'admin-methods.ts');
const check = process.argv.includes('--check');

const banner = `/**
 * Generated from openapi/portal.yaml by packages/sdk/scripts/gen-types.mjs. Do not edit by hand:
 * change the contract and run \`pnpm --filter @portal/sdk gen\`.
 */

`;

const CODE_DOCS = {
  BusinessCode: "The `code` of a business refusal (HTTP 200), by name: the contract's BusinessCode.",
  ErrorCode: "The `code` of an HTTP error answer, equal to its HTTP status: the contract's ErrorAnswer.code.",
};

/**
 * A note as one line of text. YAML reads an unquoted "muted by an operator (禁言): no posts until ..."
 * as a one-entry map, which would print as [object Object].
 */
const noteText = (note) =>
  note && typeof note === 'object'
    ? Object.entries(note)
        .map(([key, value]) => `${key}: ${value}`)
        .join('; ')
    : note;

/** Text inside a JSDoc block: no closing marker, each line behind its ` * `. */
const jsdocLines = (text, indent) =>
  text
    .replaceAll('*/', '*\\/')
    .trim()
    .split('\n')
    .map((line) => `${indent} *${line.trim() ? ` ${line.trimEnd()}` : ''}`);

function answerCodes(schemas) {
  const { success, tables } = codeTables(schemas);
  const parts = [
    `${banner}/** The \`code\` of every successful answer: the contract's Success. */\nexport const SUCCESS_CODE = ${success};\n`,
  ];
  for (const [table, { members }] of Object.entries(tables)) {
    const lines = members.map(
      (m) => `${m.note ? `  /** ${noteText(m.note)} */\n` : ''}  ${m.name}: ${m.value},\n`,
    );
    parts.push(`
/** ${CODE_DOCS[table]} */
export const ${table} = {
${lines.join('')}} as const;

export type ${table} = (typeof ${table})[keyof typeof ${table}];
`);
  }
  const worded = tables.BusinessCode.members.filter((m) => m.message);
  // Each message is also a constant of its own, which a bundler drops when unused: the SDK's own code
  // imports those, so a site that never reads BusinessMessage does not carry every code's words.
  parts.push(`
${worded.map((m) => `/** The words of BusinessCode.${m.name}. */\nexport const ${m.name}Message = ${JSON.stringify(m.message)};\n`).join('')}
/** The words every package answers or shows for a business code, where they are fixed. */
export const BusinessMessage = {
${worded.map((m) => `  ${m.name}: ${m.name}Message,\n`).join('')}} as const;
`);
  return parts.join('');
}

/**
 * Rules that code on a small path needs (a first screen, `createPortal` and a login), each written to
 * a module of its own (`picture-address.ts`, `download-grant.ts`) that field-rules.ts imports: a
 * bundler keeps or drops a whole object, so importing the table would carry every rule's words with it.
 */
const RULES_OF_THEIR_OWN = new Set(['PictureAddress', 'DownloadGrant']);
const ruleModule = (name) => name.replace(/[A-Z]/g, (c, at) => `${at ? '-' : ''}${c.toLowerCase()}`);

function ruleEntry({ values, messages }) {
  const parts = values.map(([key, value]) => `${key}: ${valueSource(key, value)}`);
  if (messages.length) {
    parts.push(
      `messages: { ${messages.map(([key, text]) => `${key}: ${JSON.stringify(text)}`).join(', ')} }`,
    );
  }
  return `{ ${parts.join(', ')} }`;
}

function fieldRules() {
  const table = fieldRuleTable(loadContract().components?.schemas ?? {});
  const own = table.filter(({ name }) => RULES_OF_THEIR_OWN.has(name));
  const imports = own.map(({ name }) => `import { ${name} } from './${ruleModule(name)}.js';\n`).join('');
  const entries = table.map((rule) =>
    RULES_OF_THEIR_OWN.has(rule.name)
      ? `  /** ${rule.where} */\n  ${rule.name},\n`
      : `  /** ${rule.where} */\n  ${rule.name}: ${ruleEntry(rule)},\n`,
  );
  const modules = Object.fromEntries(
    own.map((rule) => [
      ruleModule(rule.name),
      `${banner}/** ${rule.where}: FieldRules.${rule.name}. */\nexport const ${rule.name} = ${ruleEntry(rule)} as const;\n`,
    ]),
  );
  const text = `${banner}${imports}${imports ? '\n' : ''}/**
 * The contract's limits on input fields and its product constants (upload sizes, the monthly make-up
 * count), with the Chinese words of their refusals: what the server refuses, checked before sending.
 */
export const FieldRules = {
${entries.join('')}} as const;
`;
  return { table: text, modules };
}

function labels() {
  const tables = enumLabels(loadContract().components?.schemas).map(
    ({ name, where, labels: pairs }) =>
      `  /** ${where} */\n  ${name}: { ${pairs.map(([v, l]) => `${labelKey(v)}: ${JSON.stringify(l)}`).join(', ')} },\n`,
  );
  return `${banner}/**
 * The word to show for each value of an enum the contract labels (x-enum-labels), by the enum's schema
 * name, or its schema's and property's names for a property's own enum; a boolean's by true and false.
 */
export const EnumLabels = {
${tables.join('')}} as const;
`;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/**
 * The doc comment of every operation, by operationId: its summary, description and route. The SDK's
 * wrappers are named by operationId and take these comments through their types (api/index.ts), so a
 * hover over `portal.api.games.listGames` shows the contract's words.
 */
function operationDocs(contract) {
  const entries = [];
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op?.operationId) continue;
      const text = [op.summary, op.description, `\`${method.toUpperCase()} ${path}\``]
        .filter((part) => typeof part === 'string' && part.trim())
        .join('\n\n');
      entries.push([
        op.operationId,
        `  /**\n${jsdocLines(text, '  ').join('\n')}\n   */\n  ${op.operationId}: unknown;\n`,
      ]);
    }
  }
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${banner}/**
 * The contract's summary and description of each operation, by operationId. Only the comments are
 * used: each wrapper's type takes its operation's comment from here.
 */
export interface OperationDocs {
${entries.map(([, text]) => text).join('')}}
`;
}

const refName = (node) => (typeof node?.$ref === 'string' ? node.$ref.split('/').at(-1) : undefined);

/** The `data` of an operation's successful answer as a type over named schemas, or null when it is not one. */
function answerData(op, contract) {
  const { schemas, responses } = contract.components;
  let answer = op.responses?.['200'] ?? op.responses?.['201'];
  if (refName(answer)) answer = responses[refName(answer)];
  const schema = answer?.content?.['application/json']?.schema;
  const success = schemas[refName((schema?.oneOf ?? [schema])[0]) ?? ''];
  const data = (success?.allOf ?? []).find((part) => part?.properties?.data)?.properties.data;
  if (refName(data)) return { type: refName(data), name: refName(data) };
  if (data?.type === 'array' && refName(data.items)) {
    return { type: `${refName(data.items)}[]`, name: refName(data.items) };
  }
  const [one, other] = data?.oneOf ?? [];
  if (refName(one) && other?.type === 'null') return { type: `${refName(one)} | null`, name: refName(one) };
  return null;
}

/**
 * Named types of the player's operations' answers (not the console's), so an editor shows
 * `Result<GameDetail>` instead of the schema's fields spelled out: an interface over the schema's
 * root type for an object schema, an alias for the rest. Wrappers declare theirs with `Answer<id>`.
 */
function operationAnswers(contract) {
  const { schemas } = contract.components;
  const answers = [];
  const named = new Set();
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    if (path.startsWith('/v1/admin')) continue;
    for (const method of METHODS) {
      const op = item?.[method];
      const data = op?.operationId && answerData(op, contract);
      if (!data) continue;
      answers.push([op.operationId, data.type]);
      named.add(data.name);
    }
  }
  answers.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const sorted = [...named].sort();
  const declarations = sorted.map((name) => {
    const schema = schemas[name] ?? {};
    const doc =
      typeof schema.description === 'string' ? `/**\n${jsdocLines(schema.description, '')}\n */\n` : '';
    const objectLike =
      !schema.oneOf && !schema.anyOf && (schema.type === 'object' || schema.allOf || schema.properties);
    return objectLike
      ? `${doc}export interface ${name} extends Schema${name} {}\n`
      : `${doc}export type ${name} = Schema${name};\n`;
  });
  return `${banner}import type {
${sorted.map((name) => `  Schema${name},\n`).join('')}} from './portal.js';

${declarations.join('\n')}
/** The \`data\` of each player operation's successful answer, by operationId. */
export interface OperationAnswers {
${answers.map(([id, type]) => `  ${id}: ${type};\n`).join('')}}
`;
}

async function generate() {
  const schemas = {};
  const ast = await openapiTS(pathToFileURL(contract), {
    // Named aliases (SchemaPost, SchemaAccount, ...) beside `components`, for readable SDK code.
    rootTypes: true,
    // A `default` is what the server assumes when a field is absent, so the field stays optional
    // (appID/channelID are added by the SDK, paging has defaults).
    defaultNonNullable: false,
    // Only collects the component schemas (answer codes, field rules); types are generated as usual.
    transform(schema, { path }) {
      const named = /^#\/components\/schemas\/([^/]+)$/.exec(path ?? '')?.[1];
      if (named) schemas[named] = schema;
      return undefined;
    },
  });
  const rules = fieldRules();
  return {
    [target]: banner + astToString(ast),
    [codesTarget]: answerCodes(schemas),
    [rulesTarget]: rules.table,
    ...Object.fromEntries(
      Object.entries(rules.modules).map(([name, text]) => [resolve(dirname(target), `${name}.ts`), text]),
    ),
    [docsTarget]: operationDocs(loadContract()),
    [answersTarget]: operationAnswers(loadContract()),
    [labelsTarget]: labels(),
    [adminTarget]: adminMethods(loadContract(), banner),
  };
}

const fresh = await generate();

await writeOrCheck(fresh, { check, regenerate: 'pnpm --filter @portal/sdk gen' });

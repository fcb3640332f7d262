#!/usr/bin/env node
// Writes generated/codes.js and generated/codes.d.ts (the `@portal/openapi/codes` entry) from portal.yaml:
// SUCCESS_CODE, BusinessCode and ErrorCode as named constants, for the server and the tests; and
// generated/limits.js and limits.d.ts (`@portal/openapi/limits`): FieldRules, the limits and product constants
// of scripts/field-rule-table.mjs, the same table the SDK's FieldRules are written from.
// And generated/labels.js and labels.d.ts (`@portal/openapi/labels`): EnumLabels, the Chinese word of each
// enum value the contract labels (x-enum-labels, scripts/enum-labels.mjs), as the SDK's EnumLabels.
// `--check` writes nothing and exits 1 when a committed file differs from what the contract gives.
// `--out <dir>` writes (or checks) another folder; the contract tests use it to prove --check can fail.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadContract } from '../index.js';
import { codeTables } from './code-tables.mjs';
import { enumLabels, labelKey } from './enum-labels.mjs';
import { fieldRuleTable, valueSource } from './field-rule-table.mjs';
import { writeOrCheck } from './write-generated.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const outAt = process.argv.indexOf('--out');
const dir =
  outAt > 0 && process.argv[outAt + 1] ? resolve(process.argv[outAt + 1]) : resolve(here, '../generated');
const check = process.argv.includes('--check');

const banner = `// Generated from openapi/portal.yaml by openapi/scripts/gen-codes.mjs. Do not edit by hand:
// change the contract and run \`pnpm --filter @portal/openapi gen\`.
`;

const DOCS = {
  BusinessCode: 'The `code` of a business refusal (HTTP 200, `data` null):',
  ErrorCode: 'The `code` of an HTTP error answer, equal to its HTTP status:',
};

const { success, tables } = codeTables(loadContract().components?.schemas);

const js = [banner];
const dts = [banner];
js.push(
  `\n/** The \`code\` of every successful answer: #/components/schemas/Success. */\nexport const SUCCESS_CODE = ${success};\n`,
);
dts.push(
  `\n/** The \`code\` of every successful answer: #/components/schemas/Success. */\nexport declare const SUCCESS_CODE: ${success};\n`,
);
for (const [table, { where, members }] of Object.entries(tables)) {
  const doc = `/** ${DOCS[table]} ${where}. */`;
  const note = (m) => (m.note ? `  /** ${m.note} */\n` : '');
  js.push(
    `\n${doc}\nexport const ${table} = Object.freeze({\n${members.map((m) => `${note(m)}  ${m.name}: ${m.value},\n`).join('')}});\n`,
  );
  dts.push(
    `\n${doc}\nexport declare const ${table}: {\n${members.map((m) => `${note(m)}  readonly ${m.name}: ${m.value};\n`).join('')}};\n` +
      `export type ${table} = (typeof ${table})[keyof typeof ${table}];\n`,
  );
}

// The fixed Chinese words of the business codes that have them (x-enum-messages), by the same names.
const worded = tables.BusinessCode.members.filter((m) => m.message);
const messagesDoc =
  '/** The words every package answers or shows for a business code, where they are fixed. */';
js.push(
  `\n${messagesDoc}\nexport const BusinessMessage = Object.freeze({\n${worded.map((m) => `  ${m.name}: ${JSON.stringify(m.message)},\n`).join('')}});\n`,
);
dts.push(
  `\n${messagesDoc}\nexport declare const BusinessMessage: {\n${worded.map((m) => `  readonly ${m.name}: ${JSON.stringify(m.message)};\n`).join('')}};\n`,
);

const rules = fieldRuleTable(loadContract().components?.schemas ?? {});
const ruleType = (value) =>
  Array.isArray(value)
    ? `readonly [${value.map(ruleType).join(', ')}]`
    : value instanceof RegExp
      ? 'RegExp'
      : typeof value === 'string'
        ? JSON.stringify(value)
        : String(value);
const rulesDoc = `/**
 * The contract's limits on input fields and its product constants, with the Chinese words of their
 * refusals, by the names the SDK's FieldRules use (openapi/scripts/field-rule-table.mjs).
 */`;
const limitsJs = `${banner}\n${rulesDoc}\nexport const FieldRules = Object.freeze({\n${rules
  .map(({ name, where, values, messages }) => {
    const parts = values.map(([key, value]) => `${key}: ${valueSource(key, value)}`);
    if (messages.length)
      parts.push(
        `messages: Object.freeze({ ${messages.map(([k, t]) => `${k}: ${JSON.stringify(t)}`).join(', ')} })`,
      );
    return `  /** ${where} */\n  ${name}: Object.freeze({ ${parts.join(', ')} }),\n`;
  })
  .join('')}});\n`;
const limitsDts = `${banner}\n${rulesDoc}\nexport declare const FieldRules: {\n${rules
  .map(({ name, where, values, messages }) => {
    const parts = values.map(
      ([key, value]) => `readonly ${key}: ${key === 'pattern' ? 'RegExp' : ruleType(value)}`,
    );
    if (messages.length)
      parts.push(
        `readonly messages: { ${messages.map(([k, t]) => `readonly ${k}: ${JSON.stringify(t)}`).join('; ')} }`,
      );
    return `  /** ${where} */\n  readonly ${name}: { ${parts.join('; ')} };\n`;
  })
  .join('')}};\n`;

const labelTables = enumLabels(loadContract().components?.schemas);
const labelsDoc = `/**
 * The word apps show for each value of an enum the contract labels (x-enum-labels), by the enum's schema
 * name, or its schema's and property's names for a property's own enum; a boolean's by true and false.
 */`;
const labelsJs = `${banner}\n${labelsDoc}\nexport const EnumLabels = Object.freeze({\n${labelTables
  .map(
    ({ name, where, labels }) =>
      `  /** ${where} */\n  ${name}: Object.freeze({ ${labels.map(([v, l]) => `${labelKey(v)}: ${JSON.stringify(l)}`).join(', ')} }),\n`,
  )
  .join('')}});\n`;
const labelsDts = `${banner}\n${labelsDoc}\nexport declare const EnumLabels: {\n${labelTables
  .map(
    ({ name, where, labels }) =>
      `  /** ${where} */\n  readonly ${name}: { ${labels.map(([v, l]) => `readonly ${labelKey(v)}: ${JSON.stringify(l)}`).join('; ')} };\n`,
  )
  .join('')}};\n`;

const fresh = {
  [join(dir, 'codes.js')]: js.join(''),
  [join(dir, 'codes.d.ts')]: dts.join(''),
  [join(dir, 'limits.js')]: limitsJs,
  [join(dir, 'limits.d.ts')]: limitsDts,
  [join(dir, 'labels.js')]: labelsJs,
  [join(dir, 'labels.d.ts')]: labelsDts,
};

await writeOrCheck(fresh, { check, regenerate: 'pnpm --filter @portal/openapi gen' });

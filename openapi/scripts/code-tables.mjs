// The answer codes the contract names, read from portal.yaml for the generators (gen-codes.mjs here, the
// SDK's gen-types.mjs): success (Success.code's const), the business refusals (BusinessCode) and the HTTP
// error answers (ErrorAnswer.code), each member named by the schema's x-enum-varnames. One reader, so
// server and SDK spell every code the same.

const CODE_SCHEMAS = {
  BusinessCode: ['BusinessCode'],
  ErrorCode: ['ErrorAnswer', 'properties', 'code'],
};

/** SESSION_EXPIRED -> SessionExpired */
export const pascal = (name) =>
  name
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

function members(schemas, path) {
  const where = `#/components/schemas/${path.join('/')}`;
  const schema = path.reduce((node, key) => node?.[key], schemas);
  const values = schema?.enum;
  const names = schema?.['x-enum-varnames'];
  const notes = schema?.['x-enum-descriptions'] ?? [];
  const messages = schema?.['x-enum-messages'] ?? [];
  if (!Array.isArray(values) || !Array.isArray(names) || names.length !== values.length) {
    throw new Error(`${where} needs an enum and an x-enum-varnames of the same length`);
  }
  return {
    where,
    members: values.map((value, i) => ({
      name: pascal(names[i]),
      value,
      note: notes[i],
      message: messages[i] ?? null,
    })),
  };
}

/**
 * `{ success, tables }` from the contract's component schemas: `success` is the code of a successful
 * answer, `tables` maps BusinessCode and ErrorCode to their members `{ name, value, note, message }`
 * (`message`: the schema's x-enum-messages entry, the code's fixed Chinese words, or null).
 */
export function codeTables(schemas) {
  const success = schemas?.Success?.properties?.code?.const;
  if (typeof success !== 'number')
    throw new Error('#/components/schemas/Success/properties/code needs a const');
  const tables = {};
  for (const [table, path] of Object.entries(CODE_SCHEMAS)) tables[table] = members(schemas, path);
  return { success, tables };
}

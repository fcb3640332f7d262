// The Chinese word an app shows for each value of an enum (x-enum-labels: value -> label), read from
// portal.yaml for the generators (gen-codes.mjs here, the SDK's gen-types.mjs), so the server, the console,
// the web app and partners name a status in the contract's words instead of each writing its own copy.
// A named schema's table takes its name (BookStatus); a property's own enum takes its schema's name and the
// property's (AdminAnnouncement.status -> AdminAnnouncementStatus). A boolean's labels are keyed true/false.
const camelToPascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

function valuesOf(schema) {
  if (schema.type === 'boolean') return ['true', 'false'];
  return Array.isArray(schema.enum) ? schema.enum.map(String) : null;
}

function tableOf(name, where, schema) {
  const labels = schema['x-enum-labels'];
  const values = valuesOf(schema);
  if (!values) throw new Error(`${where} has x-enum-labels but no enum (nor boolean type)`);
  if (!labels || typeof labels !== 'object' || Array.isArray(labels)) {
    throw new Error(`${where}: x-enum-labels maps each value to its label`);
  }
  const keys = Object.keys(labels);
  const missing = values.filter((value) => !keys.includes(value));
  const unknown = keys.filter((key) => !values.includes(key));
  if (missing.length || unknown.length) {
    throw new Error(
      `${where}: x-enum-labels must label exactly the enum's values (missing: ${missing.join(', ') || 'none'}; unknown: ${unknown.join(', ') || 'none'})`,
    );
  }
  for (const [value, label] of Object.entries(labels)) {
    if (typeof label !== 'string' || !label.trim())
      throw new Error(`${where}: the label of ${value} is empty`);
  }
  return { name, where, labels: values.map((value) => [value, labels[value]]) };
}

/**
 * The label tables of the contract's component schemas, sorted by name: `{ name, where, labels }`, where
 * `labels` lists `[value, label]` in the enum's order. Throws on a table that does not label exactly its
 * enum's values, or on two tables of one name.
 */
export function enumLabels(schemas) {
  const tables = [];
  const visit = (node, name, where) => {
    if (!node || typeof node !== 'object') return;
    if (node['x-enum-labels']) tables.push(tableOf(name, where, node));
    for (const [prop, child] of Object.entries(node.properties ?? {})) {
      visit(child, `${name}${camelToPascal(prop)}`, `${where}/properties/${prop}`);
    }
    for (const [i, part] of (node.allOf ?? []).entries()) visit(part, name, `${where}/allOf/${i}`);
  };
  for (const [name, schema] of Object.entries(schemas ?? {}))
    visit(schema, name, `#/components/schemas/${name}`);
  const seen = new Set();
  for (const { name, where } of tables) {
    if (seen.has(name)) throw new Error(`${where}: a second label table named ${name}`);
    seen.add(name);
  }
  return tables.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** A value as an object key in generated source: `upcoming`, `true`, or quoted when it must be. */
export const labelKey = (value) => (/^[A-Za-z_$][\w$]*$/.test(value) ? value : JSON.stringify(value));

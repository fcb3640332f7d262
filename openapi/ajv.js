// An Ajv 2020 instance loaded with the contract's component schemas, for code that checks requests and
// answers against portal.yaml (contract tests, quality fuzzing, server tests). The server itself hands
// `componentsSchema()` to Fastify's own Ajv instead.
import { Ajv2020 } from 'ajv/dist/2020.js';
import formatsPlugin from 'ajv-formats';
import { componentsSchema, rewriteRefs } from './index.js';

// ajv-formats is CommonJS: Node's ESM view may put the plugin on `.default`, bundlers unwrap it.
const addFormats = formatsPlugin.default ?? formatsPlugin;

export function createContractAjv(options = {}) {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true, ...options });
  addFormats(ajv);
  // OpenAPI's marker for file parts of multipart bodies; any string is a valid "binary" here.
  ajv.addFormat('binary', true);
  // Names, notes and fixed words of enum members (BusinessCode) for generated clients, the words apps show
  // for enum values (x-enum-labels), the Chinese names of open string values (AuditTargetType's x-labels)
  // the server answers, and the limits and product words JSON Schema has no keyword for with their
  // refusals' words (README "Limits and product constants"): they validate nothing.
  ajv.addVocabulary([
    'x-enum-varnames',
    'x-enum-descriptions',
    'x-enum-messages',
    'x-enum-labels',
    'x-labels',
    'x-messages',
    'x-max-bytes',
    'x-image-max-bytes',
    'x-video-max-bytes',
    'x-monthly-limit',
    'x-notice',
    'x-widths',
  ]);
  const components = componentsSchema();
  ajv.addSchema(components);

  // Keyed by the schema's text: the same inline schema reached twice compiles once.
  const compiled = new Map();
  function validator(schema) {
    const key = JSON.stringify(schema);
    let fn = compiled.get(key);
    if (!fn) {
      fn = ajv.compile(rewriteRefs(schema));
      compiled.set(key, fn);
    }
    return fn;
  }

  function componentValidator(name) {
    if (!Object.hasOwn(components.$defs, name)) throw new Error(`contract has no schema ${name}`);
    return validator({ $ref: `#/components/schemas/${name}` });
  }

  return { ajv, validator, componentValidator };
}

export function describeErrors(errors, max = Number.POSITIVE_INFINITY) {
  return (errors ?? [])
    .slice(0, max)
    .map((e) => `${e.instancePath || '/'} ${e.message}`)
    .join('; ');
}

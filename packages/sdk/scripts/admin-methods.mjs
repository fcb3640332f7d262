// The console's named methods (src/generated/admin-methods.ts): one per admin operation of the contract
// (a path under /v1/admin/ with an operationId and x-roles), named by its operationId without `admin`
// (adminSearchPosts -> searchPosts), documented by its summary. Arguments in a fixed order: the path's
// parameters, then the query (optional when none of it is required), then the body, then the call's
// options (money operations take an Idempotency-Key there). Sign-in and sign-out are the client's own
// login() and logout(), which also keep the session.
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const OWN = new Set(['adminLogin', 'adminLogout']);

const methodName = (operationId) => {
  const rest = operationId.replace(/^admin/, '');
  return rest.charAt(0).toLowerCase() + rest.slice(1);
};

/** A parameter with its $ref resolved. */
const resolveParameter = (contract, parameter) =>
  parameter.$ref ? contract.components.parameters[parameter.$ref.split('/').at(-1)] : parameter;

/** One line of TSDoc text: the summary without a closing marker. */
const oneLine = (text) => text.replace(/\s+/g, ' ').replaceAll('*/', '*\\/').trim();

function methodSource(contract, path, method, op) {
  const parameters = [...(contract.paths[path].parameters ?? []), ...(op.parameters ?? [])].map((p) =>
    resolveParameter(contract, p),
  );
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const query = parameters.filter((p) => p.in === 'query');
  const money = parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
  const route = `'${path}', '${method}'`;
  const args = pathNames.map((name) => `${name}: AdminPathParams<${route}>['${name}']`);
  if (query.length) {
    const optional = !query.some((p) => p.required);
    args.push(`query: AdminQuery<${route}>${optional ? ' = {}' : ''}`);
  }
  if (op.requestBody) args.push(`body: AdminBody<${route}>`);
  args.push(`o?: ${money ? 'AdminMoneyCallOptions' : 'AdminCallOptions'}`);
  const params = [];
  if (pathNames.length) params.push(`path: { ${pathNames.join(', ')} }`);
  if (query.length) params.push('query');
  const init = [
    ...(params.length ? [`params: { ${params.join(', ')} }`] : []),
    ...(op.requestBody ? ['body'] : []),
    money ? '...money(o)' : '...init(o)',
  ];
  const doc = oneLine(op.summary ?? op.operationId);
  return `    /** ${doc}. */
    ${methodName(op.operationId)}: (${args.join(', ')}) =>
      call(api.${method.toUpperCase()}('${path}', { ${init.join(', ')} })),
`;
}

/** The generated module's text, after `banner`. */
export function adminMethods(contract, banner) {
  const methods = [];
  for (const [path, item] of Object.entries(contract.paths ?? {})) {
    if (!path.startsWith('/v1/admin/')) continue;
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op?.operationId || OWN.has(op.operationId)) continue;
      if (!Array.isArray(op['x-roles'])) throw new Error(`${op.operationId} has no x-roles`);
      methods.push([methodName(op.operationId), methodSource(contract, path, method, op)]);
    }
  }
  methods.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${banner}import type {
  AdminBody,
  AdminCallOptions,
  AdminMoneyCallOptions,
  AdminOperationContext,
  AdminPathParams,
  AdminQuery,
} from '../admin/operation-types.js';

/**
 * One method per operation of the admin API, named by its operationId without \`admin\`: each answers
 * \`{data, error}\` with the operation's data, refusals and failures as the SDK's errors.
 */
export function adminMethods({ api, call, init, money }: AdminOperationContext) {
  return {
${methods.map(([, text]) => text).join('')}  };
}

/** The admin client's named methods, one per admin operation of the contract. */
export type AdminMethods = ReturnType<typeof adminMethods>;
`;
}

// The admin family as the contract's operation table declares it: each operation's method, path, roles
// (x-roles) and Chinese name, for the access hook, the audit log and the tests that walk the family.
import { type ContractSchema, type OperationId, operationTable } from '@portal/openapi/operations';
import { API_PREFIX } from '../../infra/module.ts';

export const ADMIN_PATH_PREFIX = '/v1/admin/';

export type AdminRole = ContractSchema<'OperatorRole'>;

export interface AdminOperation {
  id: OperationId;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Fastify form, relative to /api: `/v1/admin/games/:id`. */
  url: string;
  /** Who may call it; null for the public login. */
  roles: readonly AdminRole[] | null;
  /** A write (anything but GET): leaves an audit row. */
  write: boolean;
  /** Its Chinese name, as the audit log shows it: the Chinese in parentheses ending its summary. */
  label: string;
}

/** `Refund a purchase (退款购买)` -> 退款购买; a summary without Chinese in parentheses gives null. */
export function chineseName(summary: string): string | null {
  const m = /\(([^()]*\p{Script=Han}[^()]*)\)\s*$/u.exec(summary);
  return m?.[1]?.trim() || null;
}

const ROLES: readonly string[] = ['admin', 'operator', 'moderator'] satisfies AdminRole[];
const isRole = (role: string): role is AdminRole => ROLES.includes(role);

let byId: Map<string, AdminOperation> | undefined;

/** Every admin operation of the contract, by operationId. */
export function adminOperations(): Map<string, AdminOperation> {
  if (byId) return byId;
  const out = new Map<string, AdminOperation>();
  for (const op of operationTable().values()) {
    if (!op.url.startsWith(`${API_PREFIX}${ADMIN_PATH_PREFIX}`)) continue;
    if (op.method === 'PATCH') throw new Error(`admin operation ${op.id}: the console sends no PATCH`);
    const roles = op.roles?.filter(isRole) ?? null;
    if (roles && roles.length !== op.roles?.length)
      throw new Error(`admin operation ${op.id}: unknown x-roles`);
    out.set(op.id, {
      id: op.id,
      method: op.method,
      url: op.url.slice(API_PREFIX.length),
      roles,
      write: op.method !== 'GET',
      label: chineseName(op.summary) ?? op.id,
    });
  }
  byId = out;
  return out;
}

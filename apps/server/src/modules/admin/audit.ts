// The audit log: one row per console write, inserted in the transaction of the write itself.

import { type Json, loadContract } from '@portal/openapi';
import type { OperationQuery } from '@portal/openapi/operations';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inRetriedTx, type Tx } from '../../db/tx.ts';
import { operationOf, operatorOf } from './access.ts';
import { adminCursorPage, cursorKey } from './cursor-page.ts';
import { adminOperations } from './operations.ts';

export type AuditFacts = {
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
  reason?: string | null;
};

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** Writes the audit row of the request's write inside `trx`. */
export async function writeAudit(trx: Tx, request: FastifyRequest, facts: AuditFacts): Promise<void> {
  const operator = operatorOf(request);
  await trx
    .insertInto('admin_audit')
    .values({
      operator_id: operator.id,
      operator_name: operator.name,
      action: operationOf(request)?.id ?? request.routeOptions.url ?? 'unknown',
      target_type: facts.targetType,
      target_id: String(facts.targetId),
      before_json: json(facts.before),
      after_json: json(facts.after),
      reason: facts.reason ?? null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/**
 * Runs a console write and its audit row in one transaction; `work` answers the result and the facts.
 * `work` may run again (a deadlock's victim on PostgreSQL): it touches nothing but `trx`.
 */
export async function audited<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  work: (trx: Tx) => Promise<{ result: T; audit: AuditFacts }>,
): Promise<T> {
  return inRetriedTx(app.db, async (trx) => {
    const { result, audit } = await work(trx);
    await writeAudit(trx, request, audit);
    return result;
  });
}

let targetLabels: Map<string, string> | undefined;

/** The Chinese names of target types: the contract's AuditTargetType x-labels. */
function targetTypeLabels(): Map<string, string> {
  if (targetLabels) return targetLabels;
  const at = (node: Json | undefined, key: string): Json | undefined =>
    node && typeof node === 'object' && !Array.isArray(node) ? node[key] : undefined;
  const labels = at(at(at(at(loadContract(), 'components'), 'schemas'), 'AuditTargetType'), 'x-labels');
  targetLabels = new Map(
    Object.entries(labels && typeof labels === 'object' && !Array.isArray(labels) ? labels : {}).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
  return targetLabels;
}

export const actionLabel = (action: string) => adminOperations().get(action)?.label ?? action;
export const targetLabel = (type: string) => targetTypeLabels().get(type) ?? type;

/**
 * What the log's filters offer: every admin write operation and every named target type, by Chinese
 * name, and every operator with a row, by the name its rows carry (names cannot change).
 */
export async function auditNames(app: FastifyInstance) {
  const actions = [...adminOperations().values()]
    .filter((op) => op.write)
    .map((op) => ({ value: op.id, label: op.label }));
  const targetTypes = [...targetTypeLabels()].map(([value, label]) => ({ value, label }));
  const rows = await app.db
    .selectFrom('admin_audit')
    .select(['operator_id', 'operator_name'])
    .distinct()
    .orderBy('operator_id')
    .execute();
  const operators = [...new Map(rows.map((r) => [r.operator_id, r.operator_name]))].map(([id, name]) => ({
    id,
    name,
  }));
  return { actions, targetTypes, operators };
}

export type AuditQuery = OperationQuery<'adminListAudit'>;

function parsed(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  const v: unknown = JSON.parse(text);
  // The contract's before/after are objects; a bare value is wrapped so nothing is lost.
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : { value: v };
}

export async function auditPage(app: FastifyInstance, q: AuditQuery, range: { from?: string; to?: string }) {
  let query = app.db.selectFrom('admin_audit');
  if (q.operatorId !== undefined) query = query.where('operator_id', '=', q.operatorId);
  if (q.action) query = query.where('action', '=', q.action);
  if (q.targetType) query = query.where('target_type', '=', q.targetType);
  if (q.targetId) query = query.where('target_id', '=', q.targetId);
  if (range.from) query = query.where('created_at', '>=', range.from);
  if (range.to) query = query.where('created_at', '<', range.to);
  const after = cursorKey(q, 'admin-audit', ['int']);
  if (after) query = query.where('id', '<', after[0] as number);
  const rows = await query.selectAll().orderBy('id', 'desc').limit(q.pageSize).execute();
  const records = rows.map((r) => ({
    id: r.id,
    operatorId: r.operator_id,
    operatorName: r.operator_name,
    action: r.action,
    actionLabel: actionLabel(r.action),
    targetType: r.target_type,
    targetLabel: targetLabel(r.target_type),
    targetId: r.target_id,
    before: parsed(r.before_json),
    after: parsed(r.after_json),
    reason: r.reason,
    createTime: r.created_at,
  }));
  return adminCursorPage(rows, records, q, 'admin-audit', (r) => [r.id]);
}
